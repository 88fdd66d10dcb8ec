import type { Env } from "~/config/env.server";
import type { ContactInput, LeadPayload, Origin } from "~/leads/types";
import { localizePath } from "~/i18n/paths";
import type { Database, Queryable } from "~/store/queryable";
import type { Week } from "~/analytics/weeks";
import { confirmationKind, type Subscriptions } from "~/newsletter/subscriptions.server";
import { renderAcknowledgement } from "~/emails/acknowledgement";
import { renderConfirmation } from "~/emails/confirmation";
import { renderDigest } from "~/emails/digest";
import { renderNewsletter } from "~/emails/newsletter";
import { renderNotification } from "~/emails/notification";
import { createMailer, isRecipientRefused, messageIdFor, type Mail } from "./mailer.server";
import { createNewsletterDelivery, newsletterKind, newsletterPolicy } from "./newsletter.server";
import { createNewsletterSchedule, issueVersion, proofKind } from "./newsletter-schedule.server";
import { composeIssue } from "~/newsletter/issue";
import type { NewsletterContent } from "~/newsletter/issues.server";
import { createOutbox, type DeliveryRow } from "./outbox.server";
import { createWebhookSender } from "./webhook.server";
import { createDigest, digestFigures, digestKind } from "./digest.server";
import { createWorker, type Sender } from "./worker.server";
import { createVisitorMail, visitorMailPolicy } from "./visitor-mail.server";

/** The delivery kinds a contact message queues. Other features add their own kinds and senders. */
const leadKinds = {
  notification: "contact.notification",
  acknowledgement: "contact.acknowledgement",
  webhook: "contact.webhook",
} as const;

const payloadOf = (row: DeliveryRow) => JSON.parse(row.payload) as LeadPayload;

/**
 * Lead delivery, built from the environment: the outbox on the leads database, the senders that
 * are configured (mail, webhook), the worker, and `onContact`, which the lead store calls inside
 * the transaction that saves a contact message.
 */
export function createLeadDelivery(
  db: Database,
  env: Env,
  subscriptions: Subscriptions,
  newsletterContent: NewsletterContent = { issues: [], articles: [] },
) {
  const outbox = createOutbox(db, {
    [newsletterKind]: newsletterPolicy(env),
    [leadKinds.acknowledgement]: visitorMailPolicy,
    [confirmationKind]: visitorMailPolicy,
  });
  const visitorMail = createVisitorMail(
    outbox,
    [leadKinds.acknowledgement, confirmationKind],
    env.VISITOR_MAIL_PER_HOUR,
  );
  const newsletter = createNewsletterDelivery(db, outbox, subscriptions, env);
  const mailer = env.SMTP_URL && env.MAIL_FROM ? createMailer(env.SMTP_URL, env.MAIL_FROM) : undefined;
  const webhook =
    env.LEAD_WEBHOOK_URL && env.LEAD_WEBHOOK_SECRET
      ? createWebhookSender(env.LEAD_WEBHOOK_URL, env.LEAD_WEBHOOK_SECRET)
      : undefined;

  const senders: Record<string, Sender> = {};
  if (mailer && env.MAIL_FROM) {
    const from = env.MAIL_FROM;
    /**
     * To an address a visitor typed: an address the receiving server refuses for good (a typo, a
     * mailbox that does not exist) ends the delivery at once, skipped, not retried for 48 hours.
     */
    const toVisitor = async (mail: Mail) => {
      try {
        await mailer.send(mail);
      } catch (error) {
        if (!isRecipientRefused(error)) throw error;
        return { skipped: `refused by the recipient's mail server: ${(error as Error).message}` };
      }
    };
    senders[leadKinds.notification] = async (row) => {
      const lead = payloadOf(row);
      await mailer.send({
        ...renderNotification(lead, env.LEADS_LANG, env.SITE_URL),
        to: row.recipient ?? env.LEADS_TO,
        replyTo: { name: lead.name, address: lead.email },
        messageId: messageIdFor(row, from),
      });
    };
    // The token is made when the email is sent, so only its hash is ever stored.
    senders[confirmationKind] = async (row) => {
      const { requestId } = JSON.parse(row.payload) as { requestId: number };
      const request = await subscriptions.pendingRequest(requestId);
      // Confirmed or cancelled meanwhile: there is nothing left to ask.
      if (!request) return;
      const subscriber = await subscriptions.subscriberFor(request.email);
      if (!subscriber) return;
      const page = (path: string) => `${env.SITE_URL}${localizePath(path, request.lang)}`;
      const confirmUrl = `${page("/newsletter/confirm")}?token=${await subscriptions.issueToken(request.id, new Date())}`;
      const unsubscribeUrl = `${page("/newsletter/unsubscribe")}?token=${await subscriptions.unsubscribeToken(subscriber.id)}`;
      return toVisitor({
        ...renderConfirmation(request.lang, confirmUrl, unsubscribeUrl),
        to: request.email,
        messageId: messageIdFor(row, from),
        unsubscribeUrl,
      });
    };
    senders[newsletterKind] = newsletter.sender((mail) => mailer.send(mail), from);
    // The firm's proof of a scheduled issue: the version it was queued for, as it will go out.
    senders[proofKind] = async (row) => {
      const { issue: issueId, version } = JSON.parse(row.payload) as { issue: string; version: string };
      const file = schedule?.file(issueId);
      if (!file) return { skipped: "the issue is no longer deployed" };
      if (issueVersion(file) !== version) return { skipped: "a newer version of the issue was proofed" };
      const now = new Date();
      const issue = composeIssue(
        file,
        newsletterContent.articles,
        await newsletter.previousSentAt(db, issueId),
        now,
      );
      const lang = schedule!.proofLanguage(file);
      const reader = {
        lang,
        interests: [],
        unsubscribeUrl: `${env.SITE_URL}${localizePath("/newsletter/unsubscribe", lang)}`,
      };
      await mailer.send({
        ...renderNewsletter(issue, reader, env.SITE_URL, {
          proof: { sendAt: new Date(file.sendAt!), subscribers: await subscriptions.mailableCount() },
        }),
        to: row.recipient ?? env.LEADS_TO,
        messageId: messageIdFor(row, from),
      });
    };
    // The weekly analytics digest (`digest.server.ts`): the figures as they are when it is sent.
    senders[digestKind] = async (row) => {
      const figures = await digestFigures(db, JSON.parse(row.payload) as Week);
      await mailer.send({
        ...renderDigest(figures, env.LEADS_LANG),
        to: row.recipient ?? env.LEADS_TO,
        messageId: messageIdFor(row, from),
      });
    };
    senders[leadKinds.acknowledgement] = async (row) => {
      const lead = payloadOf(row);
      return toVisitor({
        ...renderAcknowledgement(lead.lang),
        to: lead.email,
        messageId: messageIdFor(row, from),
      });
    };
  }
  if (webhook) {
    senders[leadKinds.webhook] = async (row) => {
      const lead = payloadOf(row);
      await webhook.send(`msg_delivery_${row.id}_${Date.parse(row.created_at)}`, {
        type: "contact.created",
        timestamp: new Date().toISOString(),
        data: {
          id: lead.contactId,
          name: lead.name,
          email: lead.email,
          company: lead.company ?? null,
          message: lead.message,
          lang: lead.lang,
          page: lead.page,
          createdAt: lead.at,
        },
      });
    };
  }

  // Scheduled issues need mail; without it, `npm run newsletter -- send` says so.
  const schedule = mailer
    ? createNewsletterSchedule(db, outbox, newsletter, newsletterContent, env.LEADS_TO)
    : undefined;
  let scheduleTimer: NodeJS.Timeout | undefined;

  const worker = createWorker(outbox, senders, {
    retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
    retryMaxMs: env.OUTBOX_RETRY_MAX_MS,
    giveUpMs: env.OUTBOX_GIVE_UP_MS,
    pollMs: env.OUTBOX_POLL_MS,
    leaseMs: env.OUTBOX_LEASE_MS,
  });

  // Only with mail and the setting on; `undefined` otherwise.
  const digest = mailer && env.ANALYTICS_DIGEST === "on" ? createDigest(db, outbox, env.LEADS_TO) : undefined;

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
          { kind: leadKinds.notification, contactId, recipient: env.LEADS_TO, payload: lead },
          origin.at,
        );
        // Anyone can type someone else's address: capped (`visitor-mail.server.ts`).
        if (await visitorMail.allowed(tx, leadKinds.acknowledgement, input.email, origin.at)) {
          await visitorMail.add(
            tx,
            { kind: leadKinds.acknowledgement, contactId, recipient: input.email, payload: lead },
            origin.at,
          );
        }
      }
      if (webhook) {
        await outbox.add(
          tx,
          // The origin only: a webhook URL's path often holds its access token.
          { kind: leadKinds.webhook, contactId, recipient: webhook.describe(), payload: lead },
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

export type LeadDelivery = ReturnType<typeof createLeadDelivery>;
