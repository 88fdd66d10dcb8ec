import { parseEnv, type Env } from "~/config/env.server";
import { createLeadDelivery, type LeadDelivery } from "~/delivery/lead-deliveries.server";
import { openDatabase } from "./db.server";
import { createLeadStore, type LeadStore } from "./leads.server";
import { createRateLimiter } from "./rate-limit.server";

/** What the form actions need from the server: the store, the rate limiter and the spam settings. */
export interface FormRuntime {
  leads: LeadStore;
  limiter: ReturnType<typeof createRateLimiter>;
  minFillMs: number;
  /** Lead delivery (issue 11): the outbox and its worker. */
  delivery: LeadDelivery;
}

/** Opens (and migrates) the database; called once, when the server starts. */
export function createFormRuntime(env: Env): FormRuntime {
  const db = openDatabase(env.DATA_DIR);
  const delivery = createLeadDelivery(db, env);
  return {
    leads: createLeadStore(db, delivery.onContact),
    delivery,
    limiter: createRateLimiter({ limit: env.FORM_RATE_LIMIT, windowMs: 10 * 60 * 1000 }),
    minFillMs: env.FORM_MIN_FILL_MS,
  };
}

let devRuntime: FormRuntime | undefined;

/**
 * The production server passes its services in the load context; `react-router dev` passes none,
 * so development opens its own from the environment on first use.
 */
export function formRuntime(context: { forms?: FormRuntime }): FormRuntime {
  if (context.forms) return context.forms;
  if (!devRuntime) {
    devRuntime = createFormRuntime(parseEnv(process.env));
    devRuntime.delivery.worker.start();
  }
  return devRuntime;
}
