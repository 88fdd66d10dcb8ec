import { parseEnv, type Env } from "~/config/env.server";
import { consentVersion } from "~/content/newsletter";
import { createLeadDelivery, type LeadDelivery } from "~/delivery/lead-deliveries.server";
import { confirmationKind, createSubscriptions, type Subscriptions } from "~/newsletter/subscriptions.server";
import { openDatabase } from "~/store/database.server";
import type { Database } from "~/store/queryable";
import { createDataRights } from "./data-rights.server";
import { createLeadStore, type LeadStore, type Origin } from "./leads.server";
import { createRateLimiter, type RateLimiter } from "./rate-limit.server";
import type { ContactInput, NewsletterInput } from "./schemas";

/** What the form actions need from the server: the stores, the rate limiter and the spam settings. */
export interface FormRuntime {
  /** SQLite or PostgreSQL (`DATABASE_URL`). */
  database: Database;
  leads: LeadStore;
  /** A contact form post: the message and its deliveries, stored together; resolves once committed. */
  saveContact: (input: ContactInput, origin: Origin) => Promise<void>;
  /** The newsletter list: requests, confirmations, unsubscribes. */
  subscriptions: Subscriptions;
  /** Access, erasure and the daily retention job. */
  dataRights: ReturnType<typeof createDataRights>;
  /** A newsletter form post: the request and its confirmation email, stored together. */
  subscribe: (input: NewsletterInput, origin: Origin) => Promise<void>;
  limiter: RateLimiter;
  minFillMs: number;
  /** Lead delivery: the outbox and its worker. */
  delivery: LeadDelivery;
  close: () => Promise<void>;
}

/** Opens (and migrates) the database; called once, when the server starts. */
export async function createFormRuntime(env: Env): Promise<FormRuntime> {
  const database = await openDatabase(env);
  const subscriptions = createSubscriptions(database);
  const delivery = createLeadDelivery(database, env, subscriptions);
  const leads = createLeadStore(database, delivery.onContact);
  return {
    database,
    leads,
    async saveContact(input, origin) {
      await leads.saveContact(input, origin);
      delivery.worker.wake();
    },
    subscriptions,
    async subscribe(input, origin) {
      const queued = await database.transaction(async (tx) => {
        const recently = (since: Date) =>
          delivery.outbox.sentRecently(tx, confirmationKind, input.email, since);
        const requestId = await subscriptions.request(tx, input, origin, consentVersion, recently);
        if (requestId === undefined) return false;
        await delivery.onSubscriptionRequest(tx, requestId, input.email, origin);
        return true;
      });
      if (queued) delivery.worker.wake();
    },
    dataRights: createDataRights(database),
    delivery,
    limiter: createRateLimiter(database, { limit: env.FORM_RATE_LIMIT, windowMs: 10 * 60 * 1000 }),
    minFillMs: env.FORM_MIN_FILL_MS,
    async close() {
      await delivery.stop();
      await database.close();
    },
  };
}

let devRuntime: Promise<FormRuntime> | undefined;

/**
 * The production server passes its services in the load context; `react-router dev` passes none,
 * so development opens its own from the environment on first use.
 */
export async function formRuntime(context: { forms?: FormRuntime }): Promise<FormRuntime> {
  if (context.forms) return context.forms;
  devRuntime ??= createFormRuntime(parseEnv(process.env)).then((runtime) => {
    runtime.delivery.worker.start();
    return runtime;
  });
  return devRuntime;
}

/**
 * The retention job: once at start-up, then every 24 hours, it deletes what the privacy notice says
 * is kept no longer (contact messages after `RETENTION_DAYS`, unconfirmed subscriptions after 30 days).
 */
export function startRetention(runtime: FormRuntime, retentionDays: number) {
  const run = async () => {
    try {
      const removed = await runtime.dataRights.applyRetention(new Date(), retentionDays);
      // Another instance is running it.
      if (!removed) return;
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
  void run();
  const timer = setInterval(() => void run(), 24 * 60 * 60 * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
