import type { Consultant } from "~/booking/consultants";
import type { calendarsFromSettings, UnreadableCalendar } from "~/booking/calendar.server";
import { bookingUid, calendarEvent, invitation, type BookedCall } from "~/booking/invitation.server";
import { createBookingReads, visitorOf, type BookingRow } from "~/booking/store.server";
import {
  eventWords,
  renderConsultantBooking,
  renderVisitorBooking,
  type CallDetails,
} from "~/emails/booking";
import { isLang, type Lang } from "~/i18n/locales";
import { localizePath } from "~/i18n/paths";
import type { Queryable } from "~/store/queryable";
import { messageIdFor } from "../mailer.server";
import type { DeliveryRow } from "../outbox-types";
import type { createWebhookSender } from "../webhook.server";
import { PermanentFailure, type Sender } from "../worker.server";
import type { MailContext } from "./context.server";

/**
 * The senders of what a booking queues (`delivery.server.ts`'s `onBooked`, `onCancelled`), each
 * registered under its kind in `kinds.server.ts`. A payload names the booking and what to send;
 * the booking is read when it is sent, so an erased booking sends nothing more, a cancelled one no
 * reminder, and no payload holds what the visitor typed.
 */
export interface BookingPayload {
  bookingId: string;
  /** REQUEST for a booking, CANCEL for its cancellation (the same UID, the next SEQUENCE). */
  method: "REQUEST" | "CANCEL";
}

/** What the booking's senders know besides the outbox row: who takes calls. */
export interface BookingParts {
  consultants: readonly Consultant[];
  /** The consultants whose calendar could not be read at the last try (`runtime.booking.unreadable()`). */
  unreadable?: () => readonly UnreadableCalendar[];
}

export type Calendars = NonNullable<ReturnType<typeof calendarsFromSettings>>;

const payloadOf = (row: DeliveryRow) => JSON.parse(row.payload) as BookingPayload;

interface Found {
  payload: BookingPayload;
  booking: BookingRow;
  consultant: Consultant;
}

/** The booking and its consultant, or the reason there is nothing to send. */
async function bookingOf(
  db: Queryable,
  parts: BookingParts,
  row: DeliveryRow,
): Promise<Found | { skipped: string }> {
  const payload = payloadOf(row);
  const booking = await createBookingReads(db).byId(payload.bookingId);
  if (!booking) return { skipped: "the booking is no longer stored (erased)" };
  const consultant = parts.consultants.find((one) => one.id === booking.person_id);
  if (!consultant) throw new PermanentFailure(`no consultant "${booking.person_id}" takes calls any more`);
  return { payload, booking, consultant };
}

const langOf = (booking: BookingRow): Lang => (isLang(booking.lang) ? booking.lang : "en");

/** The call as the emails write it. */
function callOf(booking: BookingRow, consultant: Consultant): CallDetails {
  return {
    start: booking.starts_at,
    end: booking.ends_at,
    consultantName: consultant.name,
    videoUrl: consultant.video,
    byPhone: booking.phone !== null,
  };
}

/** The call as its iCalendar event says it: one UID for the REQUEST, the CANCEL and the calendar's copy. */
function eventOf(booking: BookingRow, consultant: Consultant, siteUrl: string): BookedCall {
  return {
    uid: bookingUid(booking.id, siteUrl),
    start: new Date(booking.starts_at),
    end: new Date(booking.ends_at),
    sequence: 0,
    // The visitor's invitation names them by their address only: never a name they typed.
    visitor: { name: booking.email, email: booking.email },
    consultant: { name: consultant.name, email: consultant.email },
    videoUrl: consultant.video,
    stamp: new Date(booking.created_at),
  };
}

/**
 * The booking's emails: the visitor's invitation (or cancellation) and reminder, to the address
 * they typed (capped with the other visitor mail); the consultant's, with the firm's inbox
 * (`LEADS_TO`) in copy, so the firm is told of every booking.
 */
export function bookingMailSenders(
  { db, env, mailer, from, toVisitor }: MailContext,
  parts: BookingParts,
): Record<"invitation" | "consultant" | "reminder", Sender> {
  const links = async (booking: BookingRow) => {
    const lang = langOf(booking);
    const token = await createBookingReads(db).manageToken(booking.id);
    return {
      manageUrl: `${env.SITE_URL}${localizePath("/book/manage", lang)}?token=${token}`,
      bookUrl: `${env.SITE_URL}${localizePath("/book", lang)}`,
    };
  };
  return {
    invitation: async (row) => {
      const found = await bookingOf(db, parts, row);
      if ("skipped" in found) return found;
      const { payload, booking, consultant } = found;
      const lang = langOf(booking);
      return toVisitor({
        ...renderVisitorBooking({
          mail: payload.method === "REQUEST" ? "invitation" : "cancellation",
          lang,
          call: callOf(booking, consultant),
          timeZone: booking.time_zone,
          ...(await links(booking)),
        }),
        to: booking.email,
        messageId: messageIdFor(row, from),
        icalEvent: invitation(
          eventOf(booking, consultant, env.SITE_URL),
          payload.method,
          eventWords(lang, consultant.name),
        ),
      });
    },
    reminder: async (row) => {
      const found = await bookingOf(db, parts, row);
      if ("skipped" in found) return found;
      const { booking, consultant } = found;
      if (booking.status !== "booked") return { skipped: "the booking was cancelled" };
      return toVisitor({
        ...renderVisitorBooking({
          mail: "reminder",
          lang: langOf(booking),
          call: callOf(booking, consultant),
          timeZone: booking.time_zone,
          ...(await links(booking)),
        }),
        to: booking.email,
        messageId: messageIdFor(row, from),
      });
    },
    consultant: async (row) => {
      const found = await bookingOf(db, parts, row);
      if ("skipped" in found) return found;
      const { payload, booking, consultant } = found;
      const lang = env.LEADS_LANG;
      await mailer.send({
        ...renderConsultantBooking({
          cancelled: payload.method === "CANCEL",
          lang,
          call: callOf(booking, consultant),
          zone: consultant.timeZone,
          visitor: { ...visitorOf(booking), lang: langOf(booking) },
          siteUrl: env.SITE_URL,
        }),
        to: consultant.email,
        cc: env.LEADS_TO === consultant.email ? undefined : env.LEADS_TO,
        replyTo: { name: booking.name, address: booking.email },
        messageId: messageIdFor(row, from),
        icalEvent: invitation(
          eventOf(booking, consultant, env.SITE_URL),
          payload.method,
          eventWords(lang, consultant.name),
        ),
      });
    },
  };
}

/**
 * The event in the consultant's CalDAV calendar (`BOOKING_CALDAV_*`): written on REQUEST, deleted
 * on CANCEL; both can be repeated, so the outbox's retries are safe.
 */
export function bookingCalendarSender(
  db: Queryable,
  env: { SITE_URL: string; LEADS_LANG: Lang },
  calendars: Calendars,
  parts: BookingParts,
): Sender {
  return async (row) => {
    const found = await bookingOf(db, parts, row);
    if ("skipped" in found) return found;
    const { payload, booking, consultant } = found;
    if (!consultant.calendar) return { skipped: `${consultant.id} has no calendar in their file` };
    const event = eventOf(booking, consultant, env.SITE_URL);
    if (payload.method === "CANCEL") await calendars.deleteEvent(consultant.calendar, event.uid);
    else {
      const ics = calendarEvent(event, eventWords(env.LEADS_LANG, consultant.name));
      await calendars.writeEvent(consultant.calendar, event.uid, ics);
    }
  };
}

/**
 * `booking.created` and `booking.cancelled` as signed JSON to the firm's webhook (docs/lead-delivery.md);
 * the delivery's id lets the receiver drop a repeat.
 */
export function bookingWebhookSender(
  db: Queryable,
  webhook: ReturnType<typeof createWebhookSender>,
  parts: BookingParts,
): Sender {
  return async (row) => {
    const found = await bookingOf(db, parts, row);
    if ("skipped" in found) return found;
    const { payload, booking, consultant } = found;
    await webhook.send(`msg_delivery_${row.id}_${Date.parse(row.created_at)}`, {
      type: payload.method === "REQUEST" ? "booking.created" : "booking.cancelled",
      timestamp: new Date().toISOString(),
      data: {
        id: booking.id,
        start: booking.starts_at,
        end: booking.ends_at,
        consultant: { id: consultant.id, name: consultant.name, email: consultant.email },
        ...visitorOf(booking),
        status: booking.status,
        replacedBy: booking.replaced_by,
        createdAt: booking.created_at,
        cancelledAt: booking.cancelled_at,
      },
    });
  };
}
