import { bookingRules, type BookingRules } from "~/config/booking";
import { hoursOn, type Consultant } from "./consultants";
import { addDays, instantOf, wallClock } from "./zoned";

/** A time a call can start, and who takes it. `start` is ISO 8601 UTC: `2027-01-12T15:00:00Z`. */
export interface Slot {
  start: string;
  personId: string;
}

/** A time someone is not free (a call booked here, an event of their calendar); `end` excluded. */
export interface Busy {
  start: Date;
  end: Date;
}

/** What free times are worked out from. */
export interface Availability {
  /** The firm's (`config/booking.ts`) unless given. */
  rules?: BookingRules;
  /** Who may take the call, best first (`rankConsultants`): a time two are free at goes to the first. */
  consultants: readonly Consultant[];
  now: Date;
  /** Each consultant's busy times, by their id. */
  busy?: ReadonlyMap<string, readonly Busy[]>;
}

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** An instant as a slot's `start` is written, posted and stored. */
export const slotStart = (instant: number): string => new Date(instant).toISOString().replace(".000Z", "Z");

/** The instants from `from` (included) to `to` (excluded) a call may start in the consultant's hours. */
function workingStarts(consultant: Consultant, rules: BookingRules, from: number, to: number): number[] {
  const { timeZone } = consultant;
  const grid = rules.gridMinutes;
  const starts: number[] = [];
  const last = wallClock(to, timeZone).date;
  for (let date = wallClock(from, timeZone).date; date <= last; date = addDays(date, 1))
    for (const [open, close] of hoursOn(consultant, rules, date))
      for (let start = Math.ceil(open / grid) * grid; start + rules.callMinutes <= close; start += grid) {
        const instant = instantOf(date, start, timeZone);
        if (instant !== undefined && instant >= from && instant < to) starts.push(instant);
      }
  return starts;
}

/** Whether a call at `start` keeps the rules' buffer from everything in `busy`. */
function isFree(start: number, busy: readonly Busy[] = [], rules: BookingRules): boolean {
  const buffer = rules.bufferMinutes * minute;
  const end = start + rules.callMinutes * minute;
  return busy.every((one) => one.end.getTime() + buffer <= start || end <= one.start.getTime() - buffer);
}

/** From the soonest a call may start (the notice) to the horizon's end (excluded). */
function bookable({ rules = bookingRules, now }: Availability): [number, number] {
  return [now.getTime() + rules.noticeHours * hour, now.getTime() + rules.horizonDays * day];
}

/**
 * Every free time of every consultant, in time order (the consultants' order at the same time):
 * on the grid of their office's clocks, within their hours, not on a closed day, after the notice,
 * before the horizon, with the buffer kept from their busy times.
 */
export function freeSlots(availability: Availability): Slot[] {
  const { rules = bookingRules, consultants, busy } = availability;
  const [from, to] = bookable(availability);
  return consultants
    .flatMap((consultant) =>
      workingStarts(consultant, rules, from, to)
        .filter((start) => isFree(start, busy?.get(consultant.id), rules))
        .map((start) => ({ instant: start, personId: consultant.id })),
    )
    .sort((a, b) => a.instant - b.instant)
    .map(({ instant, personId }) => ({ start: slotStart(instant), personId }));
}

/** One slot per time: the first consultant's (of `freeSlots`, the best ranked). */
export function firstPerTime(slots: readonly Slot[]): Slot[] {
  return slots.filter((slot, index) => index === 0 || slots[index - 1]!.start !== slot.start);
}

/** The `count` free times nearest `start` (a time just taken), in time order. */
export function nearestSlots(slots: readonly Slot[], start: string, count = 3): Slot[] {
  const target = Date.parse(start);
  const distance = (slot: Slot) => Math.abs(Date.parse(slot.start) - target);
  return firstPerTime(slots)
    .filter((slot) => slot.start !== start)
    .sort((a, b) => distance(a) - distance(b) || a.start.localeCompare(b.start))
    .slice(0, count)
    .sort((a, b) => a.start.localeCompare(b.start));
}

/** Why a posted time cannot be booked, for a message that says so. */
export type SlotProblem =
  | "malformed" // not a time as the form writes them
  | "past"
  | "too-soon" // within the notice
  | "beyond-horizon"
  | "off-grid" // not on the hour or half hour of the consultants' clocks
  | "not-offered" // outside everyone's hours, or a closed day
  | "taken"; // in someone's hours, but no one is free then any more

export type SlotCheck = { ok: true; slot: Slot } | { ok: false; problem: SlotProblem };

/**
 * Checks a posted `slot` (the form's value) against the rules and who is free now: the slot to book,
 * with the first consultant free then, or the problem. A store's unique key still decides a race.
 */
export function checkSlot(value: unknown, availability: Availability): SlotCheck {
  const { rules = bookingRules, consultants, now, busy } = availability;
  const instant = typeof value === "string" ? Date.parse(value) : NaN;
  if (
    typeof value !== "string" ||
    !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(value) ||
    Number.isNaN(instant) ||
    slotStart(instant) !== value
  )
    return { ok: false, problem: "malformed" };
  const [from, to] = bookable(availability);
  if (instant <= now.getTime()) return { ok: false, problem: "past" };
  if (instant < from) return { ok: false, problem: "too-soon" };
  if (instant >= to) return { ok: false, problem: "beyond-horizon" };
  const onGrid = (consultant: Consultant) =>
    instant % minute === 0 && wallClock(instant, consultant.timeZone).minutes % rules.gridMinutes === 0;
  if (!consultants.some(onGrid)) return { ok: false, problem: "off-grid" };
  const working = consultants.filter((one) =>
    workingStarts(one, rules, instant, instant + 1).includes(instant),
  );
  const free = working.find((one) => isFree(instant, busy?.get(one.id), rules));
  if (free) return { ok: true, slot: { start: value, personId: free.id } };
  return { ok: false, problem: working.length > 0 ? "taken" : "not-offered" };
}
