import { bookingRules, type BookingRules } from "~/config/booking";
import type { UnreadableCalendar } from "~/booking/calendar.server";
import type { Consultant } from "~/booking/consultants";
import { rankConsultants } from "~/booking/routing";
import type {
  BookingOutcome,
  BookingRequest,
  BookingService,
  BookingView,
  OfferedSlot,
  VisitorNeed,
} from "~/booking/service";
import { checkSlot, firstPerTime, freeSlots, nearestSlots, type Busy, type Slot } from "~/booking/slots";
import type { BookingRow, BookingStore } from "~/booking/store.server";
import type { Calendars } from "~/delivery/kinds/booking.server";
import { isLang } from "~/i18n/locales";
import { serviceSlugs, type ServiceSlug } from "~/content/service-slugs";

const day = 24 * 60 * 60 * 1000;

interface Options {
  store: BookingStore;
  consultants: readonly Consultant[];
  /** The consultants' CalDAV calendars (`BOOKING_CALDAV_*`); without them, the store alone decides. */
  calendars?: Calendars;
  rules?: BookingRules;
  /** Called once a booking or a cancellation is committed: the worker sends what it queued. */
  afterChange: () => void;
}

/**
 * `runtime.booking`: what the booking pages ask (`booking/service.ts`). Free times are the people's
 * hours and the firm's rules (`booking/slots.ts`), minus the calls booked in the store, minus the
 * busy times of each consultant's calendar when calendars are configured; a calendar that cannot be
 * read takes its consultant out (better no times than times that may be taken), and `unreadable()`
 * says which, for `/healthz`. The store's unique key, not this code, decides a race for one slot.
 */
export function createBookingService({
  store,
  consultants,
  calendars,
  rules = bookingRules,
  afterChange,
}: Options): BookingService & { unreadable(): UnreadableCalendar[] } {
  const unreadable = new Map<string, UnreadableCalendar>();

  /** Who can take this visitor's call, best first, with their busy times; unreadable calendars left out. */
  async function availability(visitor: VisitorNeed, now: Date) {
    const ranked = rankConsultants(consultants, visitor, { rules, now, upcoming: await store.upcoming(now) });
    const range = { start: now, end: new Date(now.getTime() + (rules.horizonDays + 1) * day) };
    const busy = new Map<string, Busy[]>(await store.busy(range.start, range.end));
    const readable: Consultant[] = [];
    await Promise.all(
      ranked.map(async (consultant) => {
        if (!calendars || !consultant.calendar) return;
        const answer = await calendars.busy({ path: consultant.calendar, zone: consultant.timeZone }, range);
        if (!answer.readable) {
          unreadable.set(consultant.id, {
            personId: consultant.id,
            reason: answer.reason,
            at: now.toISOString(),
          });
          return;
        }
        unreadable.delete(consultant.id);
        busy.set(consultant.id, [...(busy.get(consultant.id) ?? []), ...answer.busy]);
      }),
    );
    for (const consultant of ranked)
      if (!(calendars && consultant.calendar && unreadable.has(consultant.id))) readable.push(consultant);
    return { rules, consultants: readable, now, busy };
  }

  const offered = (slot: Slot): OfferedSlot => {
    const consultant = consultants.find((one) => one.id === slot.personId)!;
    return { ...slot, consultantZone: consultant.timeZone, consultantName: consultant.name };
  };

  async function nearest(visitor: VisitorNeed, slot: string, now: Date) {
    const free = freeSlots(await availability(visitor, now));
    return nearestSlots(free, slot).map(offered);
  }

  function view(row: BookingRow, now: Date): BookingView {
    const consultant = consultants.find((one) => one.id === row.person_id);
    const past = row.status === "booked" && row.ends_at <= now.toISOString();
    return {
      start: row.starts_at,
      end: row.ends_at,
      timeZone: row.time_zone,
      lang: isLang(row.lang) ? row.lang : "en",
      service: serviceSlugs.includes(row.service as ServiceSlug) ? (row.service as ServiceSlug) : undefined,
      consultantName: consultant?.name ?? row.person_id,
      consultantZone: consultant?.timeZone ?? "UTC",
      videoUrl: consultant?.video ?? "",
      phone: row.phone ?? undefined,
      status: past ? "past" : row.status,
    };
  }

  return {
    async freeSlots(visitor, now) {
      return firstPerTime(freeSlots(await availability(visitor, now))).map(offered);
    },

    async book(request: BookingRequest, now: Date): Promise<BookingOutcome> {
      const check = checkSlot(request.slot, await availability(request, now));
      if (!check.ok)
        return { ok: false, problem: check.problem, nearest: await nearest(request, request.slot, now) };
      const start = new Date(check.slot.start);
      const { slot: _slot, reschedule, ...visitor } = request;
      const booked = await store.book(
        {
          ...visitor,
          personId: check.slot.personId,
          start,
          end: new Date(start.getTime() + rules.callMinutes * 60_000),
        },
        now,
        reschedule,
      );
      if (!booked.ok) {
        if (booked.problem === "taken")
          return { ok: false, problem: "taken", nearest: await nearest(request, request.slot, now) };
        return { ok: false, problem: booked.problem };
      }
      afterChange();
      return { ok: true, token: booked.token, booking: view(booked.booking, now) };
    },

    async find(token, now) {
      const row = await store.find(token);
      return row && view(row, now);
    },

    async cancel(token, now) {
      const before = await store.find(token);
      const row = await store.cancel(token, now);
      if (before?.status === "booked" && row?.status === "cancelled") afterChange();
      return row && view(row, now);
    },

    unreadable: () => [...unreadable.values()],
  };
}
