import type { ServiceSlug } from "~/content/service-slugs";
import type { Lang } from "~/i18n/locales";
import type { Slot, SlotProblem } from "./slots";

/**
 * What the booking pages ask of the server (`runtime.booking`, built in `app/runtime/`): the free
 * times for a visitor, a booking, and a booking found, cancelled or moved by its manage link's token.
 * The pages know only this; the store, the calendars and the outbox are behind it.
 */
export interface BookingService {
  /** The free times of the coming weeks for this visitor, one per time, the best-placed consultant's. */
  freeSlots(visitor: VisitorNeed, now: Date): Promise<OfferedSlot[]>;
  /** Books a slot: stored with its emails and calendar write, committed before it resolves. */
  book(request: BookingRequest, now: Date): Promise<BookingOutcome>;
  /** The booking a manage link names, or undefined for a token that is not one of ours. */
  find(token: string, now: Date): Promise<BookingView | undefined>;
  /** Cancels it (its slot is free again; both sides get the cancellation). Resolves to what it shows now. */
  cancel(token: string, now: Date): Promise<BookingView | undefined>;
}

/** Who is asking: their page's language picks who can take the call, their zone how times are shown. */
export interface VisitorNeed {
  lang: Lang;
  timeZone: string;
  service?: ServiceSlug;
}

export interface OfferedSlot extends Slot {
  /** The consultant's office zone, for their office time shown beside the visitor's. */
  consultantZone: string;
  consultantName: string;
}

/** Who books and what they typed: posted with the form, stored with the booking (`NewBooking`). */
export interface BookingVisitor extends VisitorNeed {
  name: string;
  email: string;
  company?: string;
  message?: string;
  /** Given when the visitor prefers a phone call to the video link. */
  phone?: string;
  /** The page the form was on (`/pt/book`). */
  page: string;
  /**
   * The visitor's entry source that day (the form action's `context.visitSource`), so analytics
   * credit the booking as a conversion to where the visitor came from; optional.
   */
  source?: string;
}

/** A valid post of the booking form (the page checks the fields; `book` checks the slot again). */
export interface BookingRequest extends BookingVisitor {
  /** The slot's start, as posted: ISO 8601 UTC, e.g. `2027-01-12T15:00:00Z`. */
  slot: string;
  /** A booking this one replaces (its manage token): moved atomically, the old one cancelled. */
  reschedule?: string;
}

export type BookingOutcome =
  | { ok: true; token: string; booking: BookingView }
  /** The slot is not (or no longer) bookable: why, and the nearest free times to offer instead. */
  | { ok: false; problem: SlotProblem; nearest: OfferedSlot[] }
  /** This mailbox already has the most upcoming bookings one person may hold. */
  | { ok: false; problem: "too-many" }
  /** The booking to reschedule is not ours, cancelled, or already past. */
  | { ok: false; problem: "unknown-booking" };

/** A booking as its manage page shows it. */
export interface BookingView {
  start: string;
  end: string;
  timeZone: string;
  lang: Lang;
  service?: ServiceSlug;
  consultantName: string;
  consultantZone: string;
  /** How the call happens: the video link, or a phone call to the number the visitor gave. */
  videoUrl: string;
  phone?: string;
  status: "booked" | "cancelled" | "past";
}
