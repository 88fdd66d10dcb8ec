import { parseEnv, type Env } from "~/config/env.server";
import { retention } from "~/config/retention";
import { consentVersion } from "~/content/newsletter";
import { createDelivery, type Delivery } from "~/delivery/delivery.server";
import type { VisitorMailVerdict } from "~/delivery/visitor-mail.server";
import { loadNewsletterContent } from "~/newsletter/issues.server";
import { createSubscriptions, type Subscriptions } from "~/newsletter/subscriptions.server";
import { openDatabase } from "~/store/database.server";
import type { Database } from "~/store/queryable";
import type { FormServices } from "~/forms/action.server";
import { createRateLimiter } from "~/forms/rate-limit.server";
import { createLeadStore, type LeadStore } from "~/leads/store.server";
import { createDataRights } from "./data-rights.server";
import { createCounter, type Counter } from "~/analytics/counter.server";
import { createAnalyticsStore } from "~/analytics/store.server";
import { calendarsFromSettings, type UnreadableCalendar } from "~/booking/calendar.server";
import { consultantsOf } from "~/booking/consultants";
import type { BookingService } from "~/booking/service";
import { createBookingStore } from "~/booking/store.server";
import { people } from "~/content/people/index.server";
import { createBookingService } from "./booking.server";

/**
 * The server's services, wired once (the composition root): the database, the stores on it, lead
 * delivery and the form actions' rate limiter and spam setting. The production server opens it at
 * start-up and passes it to every loader and action in the load context (`load-context.ts`).
 */
export interface Runtime extends FormServices {
  /** SQLite or PostgreSQL (`DATABASE_URL`). */
  database: Database;
  leads: LeadStore;
  /** The newsletter list: requests, confirmations, unsubscribes. */
  subscriptions: Subscriptions;
  /** Access, erasure and the daily retention job. */
  dataRights: ReturnType<typeof createDataRights>;
  /** Lead delivery: the outbox and its worker. */
  delivery: Delivery;
  /** The analytics counter (`app/analytics/`), unless `ANALYTICS=off`. */
  analytics: Counter | undefined;
  /** Booking a first call (`/book`): free times, book, find, cancel; the calendars it cannot read. */
  booking: BookingService & { unreadable(): UnreadableCalendar[] };
  close: () => Promise<void>;
}

/** Opens (and migrates) the database; called once, when the server starts. */
export async function createRuntime(env: Env): Promise<Runtime> {
  const database = await openDatabase(env);
  const subscriptions = createSubscriptions(database);
  const consultants = consultantsOf(people);
  const calendars = calendarsFromSettings(env);
  const delivery = createDelivery(
    database,
    env,
    subscriptions,
    loadNewsletterContent(env.NEWSLETTER_CONTENT),
    // The calendars the booking service could not read: the weekly digest says so, as /healthz does.
    { consultants, calendars, unreadable: () => booking.unreadable() },
  );
  const booking = createBookingService({
    store: createBookingStore(database, delivery),
    consultants,
    calendars,
    afterChange: () => delivery.worker.wake(),
  });
  const leads = createLeadStore(database, delivery.onContact);
  // The analytics clock: the server's, moved by ANALYTICS_CLOCK_OFFSET_MS in the tests of the next day.
  const now = () => new Date(Date.now() + env.ANALYTICS_CLOCK_OFFSET_MS);
  const analytics =
    env.ANALYTICS === "on"
      ? createCounter(createAnalyticsStore(database), {
          now,
          flushMs: env.ANALYTICS_FLUSH_MS,
          retentionDays: env.ANALYTICS_RETENTION_DAYS,
          ownHosts: [new URL(env.SITE_URL).hostname],
          async afterFlush(at) {
            if (await delivery.digest?.queueDue(at)) delivery.worker.wake();
          },
        })
      : undefined;
  return {
    database,
    leads,
    async saveContact(input, origin) {
      await leads.saveContact(input, origin);
      delivery.worker.wake();
    },
    subscriptions,
    async subscribe(input, origin) {
      let verdict = "queue" as VisitorMailVerdict;
      const queued = await database.transaction(async (tx) => {
        const mayConfirm = async () =>
          (verdict = await delivery.mayConfirm(tx, input.email, origin)) === "queue";
        const requestId = await subscriptions.request(tx, input, origin, consentVersion, mayConfirm);
        if (requestId === undefined) return false;
        await delivery.onSubscriptionRequest(tx, requestId, input.email, origin);
        return true;
      });
      if (queued) delivery.worker.wake();
      // Held by the hourly budget: the visitor is told; a duplicate already has its email.
      return verdict === "held" ? "mailHeld" : undefined;
    },
    dataRights: createDataRights(database, delivery.onLeadsErased),
    delivery,
    booking,
    analytics,
    limiter: createRateLimiter(database, {
      limit: env.FORM_RATE_LIMIT,
      windowMs: retention.rateLimitWindowMinutes * 60 * 1000,
    }),
    minFillMs: env.FORM_MIN_FILL_MS,
    async close() {
      // The last counts first: the database is still open.
      await analytics?.stop();
      await delivery.stop();
      await database.close();
    },
  };
}

let devRuntime: Promise<Runtime> | undefined;

/**
 * The production server passes its services in the load context; `react-router dev` passes none,
 * so development opens its own from the environment on first use.
 */
export async function runtimeFor(context: { runtime?: Runtime }): Promise<Runtime> {
  if (context.runtime) return context.runtime;
  devRuntime ??= createRuntime(parseEnv(process.env)).then((runtime) => {
    runtime.delivery.worker.start();
    return runtime;
  });
  return devRuntime;
}

/**
 * The retention job: once at start-up, then every 24 hours, it deletes what the privacy notice says
 * is kept no longer (contact messages after `RETENTION_DAYS`, unconfirmed subscriptions after 30 days).
 * With analytics off, at start-up and every hour, it deletes the analytics' daily keys and visitor
 * codes older than yesterday and the totals older than `ANALYTICS_RETENTION_DAYS` (with analytics on,
 * the counter does so at its first flush of each day): a server started with `ANALYTICS=off` keeps
 * none of them past what the notice states.
 */
export function startRetention(runtime: Runtime, env: Env) {
  warnWhereTheNoticeDiffers(env);
  const analytics = createAnalyticsStore(runtime.database);
  const pruneAnalytics = async () => {
    try {
      const today = new Date(Date.now() + env.ANALYTICS_CLOCK_OFFSET_MS).toISOString().slice(0, 10);
      await analytics.prune(today, env.ANALYTICS_RETENTION_DAYS);
    } catch (error) {
      console.error("Retention job failed (analytics):", error);
    }
  };
  const run = async () => {
    // With analytics on, the counter prunes at its first flush of each day; off, nothing else would.
    if (!runtime.analytics) await pruneAnalytics();
    const retentionDays = env.RETENTION_DAYS;
    try {
      const removed = await runtime.dataRights.applyRetention(new Date(), retentionDays);
      // Another instance is running it.
      if (!removed) return;
      const total = Object.values(removed).reduce((sum, count) => sum + count, 0);
      if (total > 0) {
        console.log(
          `Retention: deleted ${removed.contactMessages} contact message(s) and ${removed.bookings} booking(s) older than ${retentionDays} days, ` +
            `${removed.subscribers} unconfirmed subscriber(s) and ${removed.subscriptionRequests} subscription request(s) older than 30 days, ${removed.deliveries} delivery(ies).`,
        );
      }
    } catch (error) {
      console.error("Retention job failed:", error);
    }
  };
  void run();
  const timers = [setInterval(() => void run(), retention.retentionJobHours * 60 * 60 * 1000)];
  // With analytics on, the counter prunes at its first flush of each day: only off does this job.
  if (!runtime.analytics) timers.push(setInterval(() => void pruneAnalytics(), 60 * 60 * 1000));
  for (const timer of timers) timer.unref();
  return { stop: () => timers.forEach((timer) => clearInterval(timer)) };
}

/**
 * The privacy notice is prerendered with the periods of `config/retention.ts`; a setting that differs
 * makes it say what the server does not do: said at start-up, naming the setting.
 */
function warnWhereTheNoticeDiffers(env: Env) {
  const stated = [
    ["RETENTION_DAYS", env.RETENTION_DAYS, retention.contactMessagesDays],
    ["ANALYTICS_RETENTION_DAYS", env.ANALYTICS_RETENTION_DAYS, retention.analyticsDays],
  ] as const;
  for (const [setting, value, notice] of stated) {
    if (value !== notice) {
      console.warn(
        `${setting}=${value} differs from the ${notice} days the privacy notice states: change it in app/config/retention.ts and rebuild, so that the notice says what the server does.`,
      );
    }
  }
}
