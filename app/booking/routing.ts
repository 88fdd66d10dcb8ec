import { bookingRules, type BookingRules } from "~/config/booking";
import type { ServiceSlug } from "~/content/service-slugs";
import type { Lang } from "~/i18n/locales";
import { hoursOn, type Consultant } from "./consultants";
import { addDays, instantOf, minutesOf, wallClock } from "./zoned";

/** Who the visitor is, for choosing who takes their call. */
export interface Visitor {
  /** The page's language: the call is in it. */
  lang: Lang;
  /** The service they came about; any, without one. */
  service?: ServiceSlug;
  /** Their IANA time zone. */
  timeZone: string;
}

/** A visitor's working day on their own clocks, in minutes after midnight: 08:00 to 19:00. */
const visitorDay = { from: minutesOf("08:00"), to: minutesOf("19:00") };
const hour = 3_600_000;

type Span = [number, number];

/** The instants of `[open, close]` wall-clock minutes on each day from `from` to `to`. */
function spans(from: number, to: number, zone: string, ofDay: (date: string) => Span[]): Span[] {
  const result: Span[] = [];
  const last = wallClock(to, zone).date;
  for (let date = wallClock(from, zone).date; date <= last; date = addDays(date, 1))
    for (const [open, close] of ofDay(date)) {
      const start = instantOf(date, open, zone);
      const end = instantOf(date, close, zone);
      if (start !== undefined && end !== undefined) result.push([start, end]);
    }
  return result;
}

/** The consultant's working hours in the horizon, closed days left out. */
function workingSpans(consultant: Consultant, rules: BookingRules, from: number, to: number): Span[] {
  return spans(from, to, consultant.timeZone, (date) => hoursOn(consultant, rules, date));
}

function overlap(a: readonly Span[], b: readonly Span[]): number {
  return a.reduce(
    (sum, [start, end]) =>
      sum +
      b.reduce((inner, [from, to]) => inner + Math.max(0, Math.min(end, to) - Math.max(start, from)), 0),
    0,
  );
}

/**
 * The consultants who can take the visitor's call (their language, their service), best first:
 * the most of their hours in the horizon within the visitor's day, counted in whole hours (less is
 * noise); among equals, the fewest `upcoming` bookings, so that calls spread evenly; then by id.
 */
export function rankConsultants(
  consultants: readonly Consultant[],
  visitor: Visitor,
  {
    rules = bookingRules,
    now,
    upcoming,
  }: { rules?: BookingRules; now: Date; upcoming?: ReadonlyMap<string, number> },
): Consultant[] {
  const from = now.getTime();
  const to = from + rules.horizonDays * 24 * hour;
  const day = spans(from, to, visitor.timeZone, () => [[visitorDay.from, visitorDay.to]]);
  return consultants
    .filter((one) => one.languages.includes(visitor.lang))
    .filter((one) => !visitor.service || one.services.includes(visitor.service))
    .map((one) => ({ one, hours: Math.floor(overlap(workingSpans(one, rules, from, to), day) / hour) }))
    .sort(
      (a, b) =>
        b.hours - a.hours ||
        (upcoming?.get(a.one.id) ?? 0) - (upcoming?.get(b.one.id) ?? 0) ||
        a.one.id.localeCompare(b.one.id),
    )
    .map(({ one }) => one);
}
