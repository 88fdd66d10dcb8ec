import { parseEnv, type Env } from "~/config/env.server";
import { consentVersion } from "~/content/newsletter";
import { createLeadDelivery, type LeadDelivery } from "~/delivery/lead-deliveries.server";
import { confirmationKind, createSubscriptions, type Subscriptions } from "~/newsletter/subscriptions.server";
import { createDataRights } from "./data-rights.server";
import { openDatabase } from "./db.server";
import { createLeadStore, type LeadStore, type Origin } from "./leads.server";
import { createRateLimiter } from "./rate-limit.server";
import type { NewsletterInput } from "./schemas";

/** What the form actions need from the server: the stores, the rate limiter and the spam settings. */
export interface FormRuntime {
  leads: LeadStore;
  /** The newsletter list: requests, confirmations, unsubscribes. */
  subscriptions: Subscriptions;
  /** Access, erasure and the daily retention job. */
  dataRights: ReturnType<typeof createDataRights>;
  /** A newsletter form post: the request and its confirmation email, stored together. */
  subscribe: (input: NewsletterInput, origin: Origin) => void;
  limiter: ReturnType<typeof createRateLimiter>;
  minFillMs: number;
  /** Lead delivery (issue 11): the outbox and its worker. */
  delivery: LeadDelivery;
}

/** Opens (and migrates) the database; called once, when the server starts. */
export function createFormRuntime(env: Env): FormRuntime {
  const db = openDatabase(env.DATA_DIR);
  const subscriptions = createSubscriptions(db);
  const delivery = createLeadDelivery(db, env, subscriptions);
  const subscribe = db.transaction((input: NewsletterInput, origin: Origin) => {
    const recently = (since: Date) => delivery.outbox.sentRecently(confirmationKind, input.email, since);
    const requestId = subscriptions.request(input, origin, consentVersion, recently);
    if (requestId !== undefined) delivery.onSubscriptionRequest(requestId, input.email, origin);
  });
  return {
    leads: createLeadStore(db, delivery.onContact),
    subscriptions,
    subscribe,
    dataRights: createDataRights(db),
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

/**
 * The retention job: once at start-up, then every 24 hours, it deletes what the privacy notice says
 * is kept no longer (contact messages after `RETENTION_DAYS`, unconfirmed subscriptions after 30 days).
 */
export function startRetention(runtime: FormRuntime, retentionDays: number) {
  const run = () => {
    try {
      const removed = runtime.dataRights.applyRetention(new Date(), retentionDays);
      const total = Object.values(removed).reduce((sum, count) => sum + count, 0);
      if (total > 0) {
        console.log(
          `Retention: deleted ${removed.contactMessages} contact message(s) older than ${retentionDays} days, ` +
            `${removed.subscribers} unconfirmed subscriber(s) and ${removed.subscriptionRequests} subscription request(s) older than 30 days, ${removed.deliveries} delivery(ies).`,
        );
      }
    } catch (error) {
      console.error("Retention job failed:", error);
    }
  };
  run();
  const timer = setInterval(run, 24 * 60 * 60 * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
