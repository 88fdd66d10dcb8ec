import { describe, expect, it } from "vitest";
import { bookingRules, type BookingRules } from "~/config/booking";
import type { Consultant } from "./consultants";
import { formatTime } from "./display";
import { checkSlot, freeSlots, nearestSlots, type Availability, type Busy, type Slot } from "./slots";

const weekdays9to12 = {
  mon: ["09:00-12:00"],
  tue: ["09:00-12:00"],
  wed: ["09:00-12:00"],
  thu: ["09:00-12:00"],
  fri: ["09:00-12:00"],
};
const consultant = (
  id: string,
  office: string,
  timeZone: string,
  hours: Consultant["hours"] = weekdays9to12,
) => ({
  id,
  office,
  timeZone,
  name: id,
  email: `${id}@innova-consulting.com`,
  video: `https://meet.innova-consulting.com/${id}`,
  languages: ["en" as const],
  services: ["ai-solutions" as const],
  hours,
});
const orlando = consultant("ana", "orlando", "America/New_York");
const vancouver = consultant("ben", "vancouver", "America/Vancouver");
const saoPaulo = consultant("caio", "sao-paulo", "America/Sao_Paulo");

function slotsOf(
  now: string,
  consultants: Consultant[],
  options: { busy?: Record<string, Busy[]>; rules?: BookingRules } = {},
) {
  return freeSlots(availability(now, consultants, options));
}
function availability(
  now: string,
  consultants: Consultant[],
  options: { busy?: Record<string, Busy[]>; rules?: BookingRules } = {},
): Availability {
  return {
    rules: options.rules ?? bookingRules,
    consultants,
    now: new Date(now),
    busy: new Map(Object.entries(options.busy ?? {})),
  };
}
/** The first start of a consultant's day, by the UTC date (their 09:00 is on the same UTC date). */
const firstOn = (slots: Slot[], personId: string, date: string) =>
  slots.find((slot) => slot.personId === personId && slot.start.startsWith(date))?.start;
const startsOn = (slots: Slot[], personId: string, date: string) =>
  slots.filter((slot) => slot.personId === personId && slot.start.startsWith(date)).map((slot) => slot.start);

describe("free slots across the spring's daylight-saving weeks (US and Canada 2027-03-14, Europe 2027-03-28)", () => {
  const slots = slotsOf("2027-03-10T12:00:00Z", [orlando, vancouver, saoPaulo]);

  it("start at each office's 09:00, whatever its clocks' offset that day", () => {
    expect(firstOn(slots, "ben", "2027-03-12")).toBe("2027-03-12T17:00:00Z"); // PST, UTC−8
    expect(firstOn(slots, "ben", "2027-03-15")).toBe("2027-03-15T16:00:00Z"); // PDT, UTC−7
    expect(firstOn(slots, "ana", "2027-03-12")).toBe("2027-03-12T14:00:00Z"); // EST
    expect(firstOn(slots, "ana", "2027-03-15")).toBe("2027-03-15T13:00:00Z"); // EDT
    expect(firstOn(slots, "caio", "2027-03-12")).toBe("2027-03-12T12:00:00Z"); // no DST since 2019
    expect(firstOn(slots, "caio", "2027-03-29")).toBe("2027-03-29T12:00:00Z");
  });

  it("show a visitor in Lisbon the gap weeks as they are: New York an hour nearer, São Paulo an hour further after", () => {
    const inLisbon = (start?: string) => formatTime(start!, "Europe/Lisbon", "pt");
    expect(
      ["2027-03-12", "2027-03-15", "2027-03-29"].map((date) => inLisbon(firstOn(slots, "ana", date))),
    ).toEqual(["14:00", "13:00", "14:00"]);
    expect(
      ["2027-03-12", "2027-03-15", "2027-03-29"].map((date) => inLisbon(firstOn(slots, "ben", date))),
    ).toEqual(["17:00", "16:00", "17:00"]);
    expect(
      ["2027-03-12", "2027-03-15", "2027-03-29"].map((date) => inLisbon(firstOn(slots, "caio", date))),
    ).toEqual(["12:00", "12:00", "13:00"]);
  });

  it("give six half hours in 09:00-12:00, and none on Good Friday in Vancouver and São Paulo, which Orlando works", () => {
    expect(startsOn(slots, "caio", "2027-03-25")).toHaveLength(6);
    expect(startsOn(slots, "ben", "2027-03-26")).toEqual([]);
    expect(startsOn(slots, "caio", "2027-03-26")).toEqual([]);
    expect(startsOn(slots, "ana", "2027-03-26")).toHaveLength(6);
  });

  it("skip the half hours the spring-forward night does not have", () => {
    const night = consultant("ben", "vancouver", "America/Vancouver", { sun: ["01:00-04:00"] });
    expect(startsOn(slotsOf("2027-03-10T12:00:00Z", [night]), "ben", "2027-03-14")).toEqual([
      "2027-03-14T09:00:00Z", // 01:00 PST
      "2027-03-14T09:30:00Z",
      "2027-03-14T10:00:00Z", // 03:00 PDT: 02:00 and 02:30 never happen
      "2027-03-14T10:30:00Z",
    ]);
  });
});

describe("free slots across the autumn's (Europe 2026-10-25, US and Canada 2026-11-01)", () => {
  const slots = slotsOf("2026-10-21T12:00:00Z", [orlando, saoPaulo]);

  it("put New York's 09:00 an hour earlier in Lisbon and Paris for the week between", () => {
    const starts = ["2026-10-23", "2026-10-26", "2026-11-02"].map((date) => firstOn(slots, "ana", date)!);
    expect(starts).toEqual(["2026-10-23T13:00:00Z", "2026-10-26T13:00:00Z", "2026-11-02T14:00:00Z"]);
    expect(starts.map((start) => formatTime(start, "Europe/Lisbon", "en"))).toEqual([
      "2:00 PM",
      "1:00 PM",
      "2:00 PM",
    ]);
    expect(starts.map((start) => formatTime(start, "Europe/Paris", "fr"))).toEqual([
      "15:00",
      "14:00",
      "15:00",
    ]);
  });

  it("offer the hour read twice when the clocks fall back once, the first time", () => {
    const night = consultant("ana", "orlando", "America/New_York", { sun: ["00:00-04:00"] });
    expect(startsOn(slotsOf("2026-10-28T12:00:00Z", [night]), "ana", "2026-11-01")).toEqual([
      "2026-11-01T04:00:00Z", // 00:00 EDT
      "2026-11-01T04:30:00Z",
      "2026-11-01T05:00:00Z", // 01:00 EDT; 01:00 EST (06:00Z) is the same wall time again
      "2026-11-01T05:30:00Z",
      "2026-11-01T07:00:00Z", // 02:00 EST
      "2026-11-01T07:30:00Z",
      "2026-11-01T08:00:00Z",
      "2026-11-01T08:30:00Z",
    ]);
  });
});

describe("the rules' edges", () => {
  it("keep the notice: a time exactly 12 hours ahead is offered, a second less is not", () => {
    expect(slotsOf("2027-01-12T02:00:00Z", [orlando])[0]!.start).toBe("2027-01-12T14:00:00Z");
    expect(slotsOf("2027-01-12T02:00:01Z", [orlando])[0]!.start).toBe("2027-01-12T14:30:00Z");
    const check = (value: string, now: string) => checkSlot(value, availability(now, [orlando]));
    expect(check("2027-01-12T14:00:00Z", "2027-01-12T02:00:01Z")).toEqual({ ok: false, problem: "too-soon" });
    expect(check("2027-01-12T14:00:00Z", "2027-01-12T14:00:00Z")).toEqual({ ok: false, problem: "past" });
  });

  it("end at the horizon: 21 days from now, excluded", () => {
    const now = "2027-01-11T14:00:00Z";
    expect(slotsOf(now, [orlando]).at(-1)!.start).toBe("2027-01-29T16:30:00Z");
    expect(checkSlot("2027-02-01T14:00:00Z", availability(now, [orlando]))).toEqual({
      ok: false,
      problem: "beyond-horizon",
    });
    expect(checkSlot("2027-02-01T13:30:00Z", availability(now, [orlando]))).toEqual({
      ok: false,
      problem: "not-offered",
    });
  });

  it("leave out the office's holidays and the firm's closure", () => {
    const slots = slotsOf("2027-01-11T14:00:00Z", [orlando, vancouver]);
    expect(startsOn(slots, "ana", "2027-01-18")).toEqual([]); // Martin Luther King Jr. Day
    expect(startsOn(slots, "ben", "2027-01-18")).toHaveLength(6);
    const december = slotsOf("2027-12-20T12:00:00Z", [orlando]).map((slot) => slot.start.slice(0, 10));
    expect([...new Set(december)]).toEqual([
      "2027-12-21",
      "2027-12-22",
      "2027-12-23",
      "2028-01-03",
      "2028-01-04",
      "2028-01-05",
      "2028-01-06",
      "2028-01-07", // 21 days from now end at 2028-01-10T12:00Z, before Orlando's 09:00
    ]);
  });

  it("start only on the hour and half hour of the consultant's clock, and only where a whole call fits", () => {
    const odd = consultant("ana", "orlando", "America/New_York", { tue: ["09:15-10:45"] });
    expect(startsOn(slotsOf("2027-01-11T14:00:00Z", [odd]), "ana", "2027-01-12")).toEqual([
      "2027-01-12T14:30:00Z",
      "2027-01-12T15:00:00Z",
    ]);
    const check = (value: unknown) => checkSlot(value, availability("2027-01-11T14:00:00Z", [orlando]));
    expect(check("2027-01-12T14:15:00Z")).toEqual({ ok: false, problem: "off-grid" });
    expect(check("2027-01-12T14:00:30Z")).toEqual({ ok: false, problem: "off-grid" });
    for (const value of [
      "2027-01-12T14:00:00.000Z",
      "2027-02-30T14:00:00Z",
      "2027-01-12 14:00",
      "tomorrow",
      42,
      undefined,
    ])
      expect(check(value), String(value)).toEqual({ ok: false, problem: "malformed" });
    expect(check("2027-01-12T14:00:00Z")).toEqual({
      ok: true,
      slot: { start: "2027-01-12T14:00:00Z", personId: "ana" },
    });
  });
});

describe("busy times", () => {
  const now = "2027-01-11T14:00:00Z";
  // 10:00 to 11:00 in Orlando: with the 15-minute buffer, 09:30 and 11:00 go too.
  const meeting = {
    ana: [{ start: new Date("2027-01-12T15:00:00Z"), end: new Date("2027-01-12T16:00:00Z") }],
  };

  it("are kept free with the buffer around them", () => {
    expect(startsOn(slotsOf(now, [orlando], { busy: meeting }), "ana", "2027-01-12")).toEqual([
      "2027-01-12T14:00:00Z",
      "2027-01-12T16:30:00Z",
    ]);
  });

  it("make a posted time taken, with the nearest free times, or give it to the next consultant free", () => {
    const taken = availability(now, [orlando], { busy: meeting });
    expect(checkSlot("2027-01-12T15:00:00Z", taken)).toEqual({ ok: false, problem: "taken" });
    expect(nearestSlots(freeSlots(taken), "2027-01-12T15:00:00Z").map((slot) => slot.start)).toEqual([
      "2027-01-12T14:00:00Z",
      "2027-01-12T16:30:00Z",
      "2027-01-13T14:00:00Z",
    ]);
    const colleague = { ...orlando, id: "ann" };
    expect(
      checkSlot("2027-01-12T15:00:00Z", availability(now, [orlando, colleague], { busy: meeting })),
    ).toEqual({
      ok: true,
      slot: { start: "2027-01-12T15:00:00Z", personId: "ann" },
    });
  });

  it("leave a time outside everyone's hours not offered, busy or not", () => {
    expect(checkSlot("2027-01-12T20:00:00Z", availability(now, [orlando]))).toEqual({
      ok: false,
      problem: "not-offered",
    });
    expect(checkSlot("2027-01-16T15:00:00Z", availability(now, [orlando]))).toEqual({
      ok: false,
      problem: "not-offered",
    });
  });
});
