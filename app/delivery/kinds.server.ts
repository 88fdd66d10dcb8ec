import type { Env } from "~/config/env.server";
import type { Database } from "~/store/queryable";
import type { createWebhookSender } from "./webhook.server";
import type { Sender } from "./worker.server";
import type { KindPolicy } from "./outbox-types";
import type { MailContext } from "./kinds/context.server";
import {
  bookingCalendarSender,
  bookingMailSenders,
  bookingWebhookSender,
  type BookingParts,
  type Calendars,
} from "./kinds/booking.server";
import { contactMailSenders, contactWebhookSenders, erasedSender } from "./kinds/contact.server";
import { digestSender } from "./kinds/digest.server";
import {
  confirmationSender,
  issueSender,
  proofSender,
  type NewsletterParts,
} from "./kinds/newsletter.server";

/** The channels a kind is sent through; each is on when its settings are (`config/delivery-env.server.ts`). */
export interface Channels {
  /** `SMTP_URL` and `MAIL_FROM`; with what the newsletter's and the bookings' senders read besides. */
  mail: MailContext & { newsletter: NewsletterParts; booking: BookingParts };
  /** `LEAD_WEBHOOK_URL` and `LEAD_WEBHOOK_SECRET`; the database and the consultants, for bookings. */
  webhook: ReturnType<typeof createWebhookSender> & { db: Database; booking: BookingParts };
  /** `BOOKING_CALDAV_URL`, `_USER` and `_PASSWORD`: the consultants' calendars. */
  calendar: { db: Database; env: Env; calendars: Calendars; booking: BookingParts };
}

type ChannelSettings = Pick<
  Env,
  | "SMTP_URL"
  | "MAIL_FROM"
  | "LEAD_WEBHOOK_URL"
  | "LEAD_WEBHOOK_SECRET"
  | "BOOKING_CALDAV_URL"
  | "BOOKING_CALDAV_USER"
  | "BOOKING_CALDAV_PASSWORD"
>;

/** Whether each channel is configured: the one place that decides it. */
export const channelsOn = (env: ChannelSettings): Record<keyof Channels, boolean> => ({
  mail: Boolean(env.SMTP_URL && env.MAIL_FROM),
  webhook: Boolean(env.LEAD_WEBHOOK_URL && env.LEAD_WEBHOOK_SECRET),
  calendar: Boolean(env.BOOKING_CALDAV_URL && env.BOOKING_CALDAV_USER && env.BOOKING_CALDAV_PASSWORD),
});

/** One row of the table: the channel that enables the kind, its sender on that channel, its policy. */
type Row =
  | {
      channel: "mail";
      sender: (mail: Channels["mail"]) => Sender;
      policy?: (env: Pick<Env, "NEWSLETTER_RATE">) => KindPolicy;
      /** To an address a visitor typed: capped by `visitor-mail.server.ts`. */
      toVisitor?: true;
    }
  | {
      channel: "webhook";
      sender: (webhook: Channels["webhook"]) => Sender;
      policy?: undefined;
      toVisitor?: undefined;
    }
  | {
      channel: "calendar";
      sender: (calendar: Channels["calendar"]) => Sender;
      policy?: undefined;
      toVisitor?: undefined;
    };

/**
 * Email to an address a visitor typed comes after the firm's own (priority 1), so a visitor's refused
 * or slow address never raises the firm's alert age (`Outbox.backlog`); `visitor-mail.server.ts`
 * caps how much of it is queued.
 */
const toVisitor = () => ({ priority: 1 });

/**
 * Every outbox kind, one row each: the channel it needs (a kind is queued, and sent, only when its
 * channel is configured), its sender from the feature's file in `kinds/`, and its policy (a priority:
 * claimed after every due delivery of a lower one, the firm's own mail being 0; a rate per minute
 * counted across instances). `Kind` is the union of these names: queueing anything else is a type
 * error (`outbox.server.ts`'s `NewDelivery`). Adding one: docs/recipes.md#add-an-outbox-kind.
 */
export const kinds = {
  /** A contact message, to the firm (`LEADS_TO`), answerable with Reply. */
  "contact.notification": { channel: "mail", sender: (mail) => contactMailSenders(mail).notification },
  /** "We have your message", to the address the visitor typed. */
  "contact.acknowledgement": {
    channel: "mail",
    sender: (mail) => contactMailSenders(mail).acknowledgement,
    policy: toVisitor,
    toVisitor: true,
  },
  /** A contact message as signed JSON, to `LEAD_WEBHOOK_URL`. */
  "contact.webhook": { channel: "webhook", sender: (webhook) => contactWebhookSenders(webhook).webhook },
  /** Contact messages erased or expired here, as signed JSON, so that the CRM deletes them too. */
  "contact.erased": { channel: "webhook", sender: (webhook) => erasedSender(webhook, "contact.erased") },
  /** Bookings erased or expired here, as signed JSON, so that the CRM deletes them too. */
  "booking.erased": { channel: "webhook", sender: (webhook) => erasedSender(webhook, "booking.erased") },
  /** The email that asks a newsletter request's address to confirm it. */
  "newsletter.confirmation": {
    channel: "mail",
    sender: (mail) => confirmationSender(mail, mail.newsletter),
    policy: toVisitor,
    toVisitor: true,
  },
  /** An issue, to one confirmed subscriber: bulk mail, after everything else, at `NEWSLETTER_RATE`. */
  "newsletter.issue": {
    channel: "mail",
    sender: (mail) => issueSender(mail, mail.newsletter),
    policy: (env) => ({ priority: 10, perMinute: env.NEWSLETTER_RATE }),
  },
  /** The firm's proof of a scheduled issue's version (`newsletter-schedule.server.ts`). */
  "newsletter.proof": { channel: "mail", sender: (mail) => proofSender(mail, mail.newsletter) },
  /** The firm's weekly analytics digest (`weekly-digest.server.ts`). */
  "analytics.digest": { channel: "mail", sender: (mail) => digestSender(mail, mail.booking) },
  /** A booked call's invitation (REQUEST) or cancellation (CANCEL), to the address the visitor typed. */
  "booking.invitation": {
    channel: "mail",
    sender: (mail) => bookingMailSenders(mail, mail.booking).invitation,
    policy: toVisitor,
    toVisitor: true,
  },
  /** The visitor's reminder, queued for 24 hours before the call; skipped if it was cancelled. */
  "booking.reminder": {
    channel: "mail",
    sender: (mail) => bookingMailSenders(mail, mail.booking).reminder,
    policy: toVisitor,
    toVisitor: true,
  },
  /** The consultant's invitation or cancellation, with every field, the firm's inbox (`LEADS_TO`) in Cc. */
  "booking.consultant": {
    channel: "mail",
    sender: (mail) => bookingMailSenders(mail, mail.booking).consultant,
  },
  /** `booking.created` / `booking.cancelled` as signed JSON, to `LEAD_WEBHOOK_URL`. */
  "booking.webhook": {
    channel: "webhook",
    sender: (webhook) => bookingWebhookSender(webhook.db, webhook, webhook.booking),
  },
  /** The event written to (or deleted from) the consultant's CalDAV calendar. */
  "booking.calendar": {
    channel: "calendar",
    sender: ({ db, env, calendars, booking }) => bookingCalendarSender(db, env, calendars, booking),
  },
} satisfies Record<string, Row>;

export type Kind = keyof typeof kinds;

const rows = Object.entries(kinds) as [Kind, Row][];

/** The kinds sent to an address a visitor typed (`visitor-mail.server.ts` caps them together). */
export const visitorKinds = rows.filter(([, row]) => row.toVisitor).map(([kind]) => kind);

/** What the outbox needs of the table: each kind's policy, and whether it may be queued. */
export interface KindSettings {
  policies: Partial<Record<Kind, KindPolicy>>;
  enabled: (kind: Kind) => boolean;
}

export function kindSettings(env: ChannelSettings & Pick<Env, "NEWSLETTER_RATE">): KindSettings {
  const on = channelsOn(env);
  return {
    policies: Object.fromEntries(
      rows.flatMap(([kind, row]) => (row.policy ? [[kind, row.policy(env)]] : [])),
    ),
    enabled: (kind) => on[kinds[kind].channel],
  };
}

/** The sender of every kind whose channel is configured (`channels`), for the worker. */
export function sendersFor({ mail, webhook, calendar }: Partial<Channels>): Partial<Record<Kind, Sender>> {
  return Object.fromEntries(
    rows.flatMap(([kind, row]): [Kind, Sender][] => {
      if (row.channel === "mail") return mail ? [[kind, row.sender(mail)]] : [];
      if (row.channel === "calendar") return calendar ? [[kind, row.sender(calendar)]] : [];
      return webhook ? [[kind, row.sender(webhook)]] : [];
    }),
  );
}
