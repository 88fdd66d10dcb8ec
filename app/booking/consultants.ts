import { isClosed, type BookingRules } from "~/config/booking";
import { site } from "~/config/site";
import { weekdays, type PersonBooking } from "~/content/people/booking";
import type { Person } from "~/content/people/schema";
import { minutesOf, weekdayOf } from "./zoned";

/** Someone who takes first calls: their `booking:` with their office and its time zone. */
export interface Consultant extends PersonBooking {
  id: string;
  name: string;
  office: string;
  timeZone: string;
}

/** The people who take calls (`booking:` in their file), with their office's time zone. */
export function consultantsOf(people: readonly Person[]): Consultant[] {
  return people.flatMap(({ id, name, office, booking }) => {
    const timeZone = site.offices.find((one) => one.id === office)?.timeZone;
    return booking && office && timeZone ? [{ id, name, office, timeZone, ...booking }] : [];
  });
}

/** The consultant's hours on `date` (their office's calendar day), in minutes after midnight; none when it is closed. */
export function hoursOn(consultant: Consultant, rules: BookingRules, date: string): [number, number][] {
  if (isClosed(rules, consultant.office, date)) return [];
  const spans = consultant.hours[weekdays[(weekdayOf(date) + 6) % 7]!] ?? [];
  return spans.map((span) => span.split("-").map(minutesOf) as [number, number]);
}
