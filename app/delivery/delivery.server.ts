import type { Env } from "~/config/env.server";
import type { ContactInput, LeadPayload, Origin } from "~/leads/types";
import type { Database, Queryable } from "~/store/queryable";
import type { Subscriptions } from "~/newsletter/subscriptions.server";
import type { NewsletterContent } from "~/newsletter/issues.server";
import { channelsOn, kindSettings, sendersFor, visitorKinds, type Kind } from "./kinds.server";
import { createMailer } from "./mailer.server";
import { createNewsletterQueue } from "./newsletter-queue.server";
import { createNewsletterSchedule, issueVersion } from "./newsletter-schedule.server";
import { createOutbox } from "./outbox.server";
import { createWebhookSender } from "./webhook.server";
import { createWorker } from "./worker.server";
import { createVisitorMail } from "./visitor-mail.server";
import { mailContext } from "./kinds/context.server";
import { createDigest } from "./weekly-digest.server";
import type { BookingParts, Calendars } from "./kinds/booking.server";
import type { BookingRow } from "~/booking/store.server";

/**
 * Lead delivery, wired once from the environment (`runtime/`): the outbox with every kind of
 * `kinds.server.ts` (its policy; queued only when its channel is configured), the one worker that
 * sends them all with their senders, and what queues them: `onContact` and `onSubscriptionRequest`
 * (called inside the transaction that saves the lead), the newsletter's schedule and the weekly
 * digest.
 */
export function createDelivery(
  db: Database,
  env: Env,
  subscriptions: Subscriptions,
  newsletterContent: NewsletterContent = { issues: [], articles: [] },
  booking: BookingParts & { calendars?: Calendars } = { consultants: [] },
) {
  const settings = kindSettings(env);
  const enabled = settings.enabled;
  const outbox = createOutbox(db, settings);
  const visitorMail = createVisitorMail(db, outbox, visitorKinds, env.VISITOR_MAIL_PER_HOUR);
  const newsletter = createNewsletterQueue(db, outbox, subscriptions);
  const on = channelsOn(env);
  const mailer = on.mail ? createMailer(env.SMTP_URL!, env.MAIL_FROM!) : undefined;
  const webhook = on.webhook
    ? createWebhookSender(env.LEAD_WEBHOOK_URL!, env.LEAD_WEBHOOK_SECRET!)
    : undefined;
  const calendars = on.calendar ? booking.calendars : undefined;

  // Scheduled issues need mail; without it, `npm run newsletter -- send` says so.
  const mail = mailer ? mailContext(db, env, mailer, env.MAIL_FROM!) : undefined;
  const schedule = mail
    ? createNewsletterSchedule(db, outbox, newsletter, newsletterContent, env.LEADS_TO)
    : undefined;
  const senders = sendersFor({
    mail:
      mail && schedule
        ? {
            ...mail,
            newsletter: {
              subscriptions,
              content: newsletterContent,
              previousSentAt: newsletter.previousSentAt,
              schedule: { file: schedule.file, proofLanguage: schedule.proofLanguage, version: issueVersion },
            },
            booking,
          }
        : undefined,
    webhook: webhook && { ...webhook, db, booking },
    calendar: calendars && { db, env, calendars, booking },
  });
  let scheduleTimer: NodeJS.Timeout | undefined;

  const worker = createWorker(outbox, senders, {
    retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
    retryMaxMs: env.OUTBOX_RETRY_MAX_MS,
    giveUpMs: env.OUTBOX_GIVE_UP_MS,
    pollMs: env.OUTBOX_POLL_MS,
    leaseMs: env.OUTBOX_LEASE_MS,
  });

  // Only with mail and the setting on; `undefined` otherwise.
  const digest =
    enabled("analytics.digest") && env.ANALYTICS_DIGEST === "on"
      ? createDigest(db, outbox, env.LEADS_TO)
      : undefined;

  const day = 24 * 60 * 60 * 1000;
  /** Whether the hourly cap of all visitor mail leaves room (a booking's own cap is the store's). */
  const visitorMailRoom = async (tx: Queryable, at: Date) => {
    const { queued, perHour } = await visitorMail.lastHour(tx, at);
    return perHour === 0 || queued < perHour;
  };
  async function queueBooking(tx: Queryable, row: BookingRow, method: "REQUEST" | "CANCEL", at: Date) {
    const payload = { bookingId: row.id, method };
    const consultant = booking.consultants.find((one) => one.id === row.person_id);
    if (enabled("booking.invitation") && (await visitorMailRoom(tx, at)))
      await visitorMail.add(tx, { kind: "booking.invitation", recipient: row.email, payload }, at);
    if (enabled("booking.consultant") && consultant)
      await outbox.add(tx, { kind: "booking.consultant", recipient: consultant.email, payload }, at);
    if (calendars && consultant?.calendar)
      await outbox.add(tx, { kind: "booking.calendar", recipient: consultant.calendar, payload }, at);
    if (webhook && enabled("booking.webhook"))
      await outbox.add(tx, { kind: "booking.webhook", recipient: webhook.describe(), payload }, at);
  }

  return {
    outbox,
    worker,
    digest,
    /** The deployed issues with a send time: checked as often as the worker polls. */
    schedule: {
      start() {
        if (!schedule || schedule.scheduled.length === 0) return;
        let checking = false;
        const check = () => {
          if (checking) return;
          checking = true;
          void schedule
            .check(new Date())
            .then((queued) => queued && worker.wake())
            .finally(() => (checking = false));
        };
        check();
        scheduleTimer = setInterval(check, env.OUTBOX_POLL_MS);
        scheduleTimer.unref();
      },
    },
    /**
     * Called by the lead store in the transaction (`tx`) that inserts the contact message. The
     * caller wakes the worker once the transaction has committed.
     */
    async onContact(tx: Queryable, contactId: number, input: ContactInput, origin: Origin) {
      const lead: LeadPayload = {
        contactId,
        ...input,
        lang: origin.lang,
        page: origin.page,
        at: origin.at.toISOString(),
      };
      const queue = (kind: Kind, recipient: string) =>
        outbox.add(tx, { kind, contactId, recipient, payload: lead }, origin.at);
      if (enabled("contact.notification")) await queue("contact.notification", env.LEADS_TO);
      // Anyone can type someone else's address: capped (`visitor-mail.server.ts`).
      if (
        enabled("contact.acknowledgement") &&
        (await visitorMail.allowed(tx, "contact.acknowledgement", input.email, origin.at, origin.network))
      ) {
        await visitorMail.add(
          tx,
          { kind: "contact.acknowledgement", contactId, recipient: input.email, payload: lead },
          origin.at,
        );
      }
      // The origin only: a webhook URL's path often holds its access token.
      if (webhook && enabled("contact.webhook")) await queue("contact.webhook", webhook.describe());
    },
    /**
     * Called in the transaction that deletes leads (`runtime/data-rights.server.ts`): the CRM behind
     * the webhook is told which to delete (`contact.erased`, `booking.erased`). Nothing without one.
     */
    async onLeadsErased(
      tx: Queryable,
      erased: { contacts: number[]; bookings: string[] },
      reason: "request" | "retention",
    ) {
      if (!webhook) return;
      const at = new Date();
      const recipient = webhook.describe();
      if (erased.contacts.length > 0 && enabled("contact.erased")) {
        await outbox.add(
          tx,
          { kind: "contact.erased", recipient, payload: { ids: erased.contacts, reason } },
          at,
        );
      }
      if (erased.bookings.length > 0 && enabled("booking.erased")) {
        await outbox.add(
          tx,
          { kind: "booking.erased", recipient, payload: { ids: erased.bookings, reason } },
          at,
        );
      }
    },
    /**
     * Whether a newsletter request from `email` may be confirmed by email now (the caps of
     * `visitor-mail.server.ts`: `queue`, `duplicate` or `held`); without mail, requests are recorded
     * and never confirmed.
     */
    async mayConfirm(tx: Queryable, email: string, origin: Origin) {
      if (!enabled("newsletter.confirmation")) return "queue" as const;
      return visitorMail.verdict(tx, "newsletter.confirmation", email, origin.at, origin.network);
    },
    /** Called in the transaction that records a newsletter request: queues its confirmation email. */
    async onSubscriptionRequest(tx: Queryable, requestId: number, email: string, origin: Origin) {
      if (!enabled("newsletter.confirmation")) return;
      await visitorMail.add(
        tx,
        { kind: "newsletter.confirmation", recipient: email, payload: { requestId } },
        origin.at,
      );
    },
    /**
     * Called in the transaction that stores a booking: the visitor's invitation (with the other
     * visitor mail's hourly cap; the booking's own cap is the store's, two upcoming per mailbox),
     * the consultant's with the firm in copy, the calendar's event, the webhook, and the reminder
     * for 24 hours before the call when it is further ahead than that.
     */
    async onBooked(tx: Queryable, row: BookingRow, at: Date) {
      await queueBooking(tx, row, "REQUEST", at);
      const remindAt = new Date(Date.parse(row.starts_at) - day);
      if (enabled("booking.reminder") && remindAt > at && (await visitorMailRoom(tx, at))) {
        const payload = { bookingId: row.id, method: "REQUEST" };
        await visitorMail.add(
          tx,
          { kind: "booking.reminder", recipient: row.email, payload, notBefore: remindAt },
          at,
        );
      }
    },
    /** Called in the transaction that cancels a booking: the CANCEL of each REQUEST it sent. */
    onCancelled: (tx: Queryable, row: BookingRow, at: Date) => queueBooking(tx, row, "CANCEL", at),
    /** For `/healthz`: visitor-addressed email queued in the last hour, and its cap. */
    visitorMailLastHour: (now: Date) => visitorMail.lastHour(db, now),
    /** The start-up line. */
    describe() {
      const parts = [
        mailer
          ? `email to ${env.LEADS_TO} and acknowledgements via ${mailer.describe()} (newsletter: ${env.NEWSLETTER_RATE || "no limit"} a minute)`
          : undefined,
        webhook ? `webhook to ${webhook.describe()}` : undefined,
      ].filter(Boolean);
      return parts.length > 0
        ? `Lead delivery: ${parts.join("; ")}.`
        : "Lead delivery: off (no SMTP_URL, no LEAD_WEBHOOK_URL): contact messages are only stored; see them with `npm run leads`.";
    },
    async stop() {
      clearInterval(scheduleTimer);
      await worker.stop();
      mailer?.close();
    },
  };
}

export type Delivery = ReturnType<typeof createDelivery>;
