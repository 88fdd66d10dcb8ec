import { describe, expect, it } from "vitest";
import { busyIntervals, type Interval } from "./calendar-busy.server";
import {
  calendarObject,
  dayOff,
  event,
  freeAndCancelled,
  overnightInParis,
  weeklyInNewYork,
} from "../../tests/support/calendar-events";

const march: Interval = { start: new Date("2027-03-01T00:00:00Z"), end: new Date("2027-04-01T00:00:00Z") };
const iso = (intervals: Interval[]) =>
  intervals.map(({ start, end }) => [start.toISOString(), end.toISOString()]).sort();

describe("busy times of a calendar object", () => {
  it("expands a weekly series across the US change, with its moved and cancelled occurrences", () => {
    expect(iso(busyIntervals(weeklyInNewYork, march, "America/New_York"))).toEqual([
      ["2027-03-01T15:00:00.000Z", "2027-03-01T16:00:00.000Z"],
      ["2027-03-08T15:00:00.000Z", "2027-03-08T16:00:00.000Z"],
      ["2027-03-15T20:00:00.000Z", "2027-03-15T21:00:00.000Z"],
      ["2027-03-29T14:00:00.000Z", "2027-03-29T15:00:00.000Z"],
    ]);
  });

  it("keeps only what overlaps the range asked for", () => {
    const week = { start: new Date("2027-03-08T15:30:00Z"), end: new Date("2027-03-15T00:00:00Z") };
    expect(iso(busyIntervals(weeklyInNewYork, week, "America/New_York"))).toEqual([
      ["2027-03-08T15:00:00.000Z", "2027-03-08T16:00:00.000Z"],
    ]);
  });

  it("measures an event across the European change in real time", () => {
    expect(iso(busyIntervals(overnightInParis, march, "America/Sao_Paulo"))).toEqual([
      ["2027-03-27T21:00:00.000Z", "2027-03-28T02:00:00.000Z"],
    ]);
  });

  it("reads a TZID the file does not define with the runtime's zone rules", () => {
    const noZone = calendarObject(
      event(
        "no-vtimezone@example.com",
        "DTSTART;TZID=Europe/Paris:20270329T090000",
        "DTEND;TZID=Europe/Paris:20270329T100000",
      ),
    );
    expect(iso(busyIntervals(noZone, march, "America/New_York"))).toEqual([
      ["2027-03-29T07:00:00.000Z", "2027-03-29T08:00:00.000Z"],
    ]);
  });

  it("makes an all-day event and a floating time busy in the calendar's zone", () => {
    expect(iso(busyIntervals(dayOff, march, "America/Sao_Paulo"))).toEqual([
      ["2027-03-10T03:00:00.000Z", "2027-03-11T03:00:00.000Z"],
    ]);
    expect(iso(busyIntervals(dayOff, march, "America/Vancouver"))).toEqual([
      ["2027-03-10T08:00:00.000Z", "2027-03-11T08:00:00.000Z"],
    ]);
    const floating = calendarObject(
      event("floating@example.com", "DTSTART:20270316T090000", "DTEND:20270316T093000"),
    );
    expect(iso(busyIntervals(floating, march, "America/Vancouver"))).toEqual([
      ["2027-03-16T16:00:00.000Z", "2027-03-16T16:30:00.000Z"],
    ]);
  });

  it("ignores time marked free and cancelled events", () => {
    expect(freeAndCancelled.flatMap((ics) => busyIntervals(ics, march, "UTC"))).toEqual([]);
  });
});
