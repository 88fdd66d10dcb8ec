import ICAL from "ical.js";
import { instantOf } from "./zoned";

/** A span of time, start included, end excluded. */
export interface Interval {
  start: Date;
  end: Date;
}

/**
 * A series expanded past this many occurrences stops there: a rule repeating every minute for years
 * must not hold the server; the calendar query asks for a few weeks, which no real series fills.
 */
const maxOccurrences = 10_000;

/**
 * The times one calendar object (a VCALENDAR as a CalDAV server returns it) keeps its owner busy
 * within `range`: every VEVENT, recurring ones expanded with their exceptions, except those marked
 * free (TRANSP:TRANSPARENT) or cancelled. A time with no zone of its own (floating, an all-day date, a
 * TZID the file does not define and the runtime does not know) is read in `zone`, the calendar
 * owner's office: an all-day event is busy from that day's midnight there to the next.
 */
export function busyIntervals(ics: string, range: Interval, zone: string): Interval[] {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
  const busy = events.filter(isBusy).flatMap((event) => {
    if (event.isRecurring() && !event.isRecurrenceException()) return occurrences(event, range, zone);
    return occupied(event, event.startDate, event.endDate, zone);
  });
  return busy.filter(({ start, end }) => start < range.end && end > range.start);
}

/** The occurrences of a series up to the range's end; the moved or changed ones are their own VEVENTs. */
function occurrences(series: ICAL.Event, range: Interval, zone: string): Interval[] {
  const found: Interval[] = [];
  const iterator = series.iterator();
  for (let count = 0; count < maxOccurrences; count++) {
    const next = iterator.next();
    if (!next) break;
    const details = series.getOccurrenceDetails(next);
    if (instant(details.startDate, zoneOf(series, "dtstart", zone)) >= range.end) break;
    if (details.item === series) found.push(...occupied(series, details.startDate, details.endDate, zone));
  }
  return found;
}

/** Free time (TRANSP:TRANSPARENT) and cancelled events (STATUS:CANCELLED) keep nobody busy. */
function isBusy(event: ICAL.Event) {
  const status = String(event.component.getFirstPropertyValue("status") ?? "").toUpperCase();
  const transparency = String(event.component.getFirstPropertyValue("transp") ?? "").toUpperCase();
  return status !== "CANCELLED" && transparency !== "TRANSPARENT";
}

function occupied(event: ICAL.Event, start: ICAL.Time, end: ICAL.Time, zone: string): Interval[] {
  const startInstant = instant(start, zoneOf(event, "dtstart", zone));
  let endInstant = instant(end, zoneOf(event, "dtend", zoneOf(event, "dtstart", zone)));
  // A date with no end is that one day (RFC 5545 3.6.1); a date-time with no end takes no time.
  if (start.isDate && endInstant <= startInstant) {
    const nextDay = start.clone();
    nextDay.day += 1;
    endInstant = instant(nextDay, zone);
  }
  return endInstant > startInstant ? [{ start: startInstant, end: endInstant }] : [];
}

/** The zone to read a property's local time in when the file does not define its TZID. */
function zoneOf(event: ICAL.Event, property: "dtstart" | "dtend", fallback: string) {
  const tzid = event.component.getFirstProperty(property)?.getParameter("tzid");
  return typeof tzid === "string" && isKnownZone(tzid) ? tzid : fallback;
}

function isKnownZone(name: string) {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The instant a time names: by its own zone when the file defined it, else as local time in `zone`. */
function instant(time: ICAL.Time, zone: string): Date {
  const floating = time.isDate || !time.zone || time.zone.tzid === ICAL.Timezone.localTimezone.tzid;
  if (!floating) return new Date(time.toUnixTime() * 1000);
  return wallClockInstant(time, zone);
}

/**
 * The instant a wall-clock time names in an IANA zone, with the zone rules the runtime ships
 * (`zoned.ts`). A time the clocks skip is read with the offset before the gap, as RFC 5545 says:
 * 02:30 on the night they spring forward is 03:30.
 */
function wallClockInstant(time: ICAL.Time, zone: string): Date {
  const date = `${time.year}-${String(time.month).padStart(2, "0")}-${String(time.day).padStart(2, "0")}`;
  const minutes = time.hour * 60 + time.minute;
  const at = instantOf(date, minutes, zone) ?? instantOf(date, minutes + 60, zone)!;
  return new Date(at + time.second * 1000);
}
