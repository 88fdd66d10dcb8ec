import type { Env } from "~/config/env.server";
import type { ContactInput, LeadPayload, Origin } from "~/leads/types";
import type { Database, Queryable } from "~/store/queryable";
import { confirmationKind, type Subscriptions } from "~/newsletter/subscriptions.server";
import type { NewsletterContent } from "~/newsletter/issues.server";
import { createMailer } from "./mailer.server";
import { createNewsletterDelivery, newsletterKind, newsletterPolicy } from "./newsletter.server";
import { createNewsletterSchedule } from "./newsletter-schedule.server";
import { createOutbox } from "./outbox.server";
import { createWebhookSender } from "./webhook.server";
import { createWorker, type Sender } from "./worker.server";
import { createVisitorMail, visitorMailPolicy } from "./visitor-mail.server";
import { mailContext } from "./kinds/context.server";
import { contactKinds, contactMailSenders, contactWebhookSenders } from "./kinds/contact.server";
import { createDigest, digestSenders } from "./kinds/digest.server";
import { newsletterSenders } from "./kinds/newsletter.server";

/**
 * Every outbox kind, registered: each kind's policy (priority, rate), its sender from the feature
 * that queues it (`kinds/contact`, `kinds/newsletter`, `kinds/digest`) when its channel is
 * configured (mail, webhook), and the one worker that sends them all. Also what queues them:
 * `onContact` and `onSubscriptionRequest` (called inside the transaction that saves the lead), the
 * newsletter's schedule and the weekly digest. Built once from the environment (`runtime/`).
 */
export function createDelivery(
  db: Database,
  env: Env,
  subscriptions: Subscriptions,
  newsletterContent: NewsletterContent = { issues: [], articles: [] },
) {
  const outbox = createOutbox(db, {
    [newsletterKind]: newsletterPolicy(env),
    [contactKinds.acknowledgement]: visitorMailPolicy,
    [confirmationKind]: visitorMailPolicy,
  });
  const visitorMail = createVisitorMail(
    outbox,
    [contactKinds.acknowledgement, confirmationKind],
    env.VISITOR_MAIL_PER_HOUR,
  );
  const newsletter = createNewsletterDelivery(db, outbox, subscriptions, env);
  const mailer = env.SMTP_URL && env.MAIL_FROM ? createMailer(env.SMTP_URL, env.MAIL_FROM) : undefined;
  const webhook =
    env.LEAD_WEBHOOK_URL && env.LEAD_WEBHOOK_SECRET
      ? createWebhookSender(env.LEAD_WEBHOOK_URL, env.LEAD_WEBHOOK_SECRET)
      : undefined;

  // Scheduled issues need mail; without it, `npm run newsletter -- send` says so.
  const mail = mailer && env.MAIL_FROM ? mailContext(db, env, mailer, env.MAIL_FROM) : undefined;
  const schedule = mail
    ? createNewsletterSchedule(db, outbox, newsletter, newsletterContent, env.LEADS_TO)
    : undefined;
  // Each kind's sender, from the feature that queues it (`kinds/`); a kind without one (its
  // channel not configured) is never queued.
  const senders: Record<string, Sender> = {
    ...(mail ? contactMailSenders(mail) : {}),
    ...(mail && schedule
      ? newsletterSenders(mail, subscriptions, newsletter, schedule, newsletterContent)
      : {}),
    ...(mail ? digestSenders(mail) : {}),
    ...(webhook ? contactWebhookSenders(webhook) : {}),
  };
  let scheduleTimer: NodeJS.Timeout | undefined;

  const worker = createWorker(outbox, senders, {
    retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
    retryMaxMs: env.OUTBOX_RETRY_MAX_MS,
    giveUpMs: env.OUTBOX_GIVE_UP_MS,
    pollMs: env.OUTBOX_POLL_MS,
    leaseMs: env.OUTBOX_LEASE_MS,
  });

  // Only with mail and the setting on; `undefined` otherwise.
  const digest = mail && env.ANALYTICS_DIGEST === "on" ? createDigest(db, outbox, env.LEADS_TO) : undefined;

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
      if (mailer) {
        await outbox.add(
          tx,
          { kind: contactKinds.notification, contactId, recipient: env.LEADS_TO, payload: lead },
          origin.at,
        );
        // Anyone can type someone else's address: capped (`visitor-mail.server.ts`).
        if (await visitorMail.allowed(tx, contactKinds.acknowledgement, input.email, origin.at)) {
          await visitorMail.add(
            tx,
            { kind: contactKinds.acknowledgement, contactId, recipient: input.email, payload: lead },
            origin.at,
          );
        }
      }
      if (webhook) {
        await outbox.add(
          tx,
          // The origin only: a webhook URL's path often holds its access token.
          { kind: contactKinds.webhook, contactId, recipient: webhook.describe(), payload: lead },
          origin.at,
        );
      }
    },
    /**
     * Whether a newsletter request from `email` may be confirmed by email now (the caps of
     * `visitor-mail.server.ts`); without mail, requests are recorded and never confirmed.
     */
    mayConfirm(tx: Queryable, email: string, at: Date) {
      return visitorMail.allowed(tx, confirmationKind, email, at);
    },
    /** Called in the transaction that records a newsletter request: queues its confirmation email. */
    async onSubscriptionRequest(tx: Queryable, requestId: number, email: string, origin: Origin) {
      if (!mailer) return;
      await visitorMail.add(
        tx,
        { kind: confirmationKind, recipient: email, payload: { requestId } },
        origin.at,
      );
    },
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
