import { describe, expect, it } from "vitest";
import { bookingRules } from "~/config/booking";
import { consultantsOf } from "./consultants";
import type { Consultant } from "./consultants";
import { rankConsultants, type Visitor } from "./routing";
import { people } from "~/content/people/index.server";

const hours = {
  mon: ["09:00-12:00"],
  tue: ["09:00-12:00"],
  wed: ["09:00-12:00"],
  thu: ["09:00-12:00"],
  fri: ["09:00-12:00"],
};
const consultant = (id: string, timeZone: string, extra: Partial<Consultant> = {}): Consultant => ({
  id,
  office: id,
  timeZone,
  name: id,
  email: `${id}@innova-consulting.com`,
  video: `https://meet.innova-consulting.com/${id}`,
  languages: ["en"],
  services: ["ai-solutions", "strategy-growth"],
  hours,
  ...extra,
});
const orlando = consultant("ana", "America/New_York");
const vancouver = consultant("ben", "America/Vancouver", { languages: ["en", "fr"] });
const saoPaulo = consultant("caio", "America/Sao_Paulo", {
  languages: ["pt", "en"],
  services: ["ai-solutions"],
});
const everyone = [vancouver, saoPaulo, orlando];
// No holidays: a day off in one office would decide what these tests are about.
const rules = { ...bookingRules, holidays: {}, closures: [] };
const now = new Date("2027-03-15T12:00:00Z");

const ranked = (visitor: Visitor, upcoming: Record<string, number> = {}) =>
  rankConsultants(everyone, visitor, { rules, now, upcoming: new Map(Object.entries(upcoming)) }).map(
    (one) => one.id,
  );

describe("who takes a visitor's call", () => {
  it("speaks the page's language and takes the service", () => {
    expect(ranked({ lang: "pt", timeZone: "America/Sao_Paulo" })).toEqual(["caio"]);
    expect(ranked({ lang: "fr", timeZone: "Europe/Paris" })).toEqual(["ben"]);
    expect(ranked({ lang: "es", timeZone: "America/Mexico_City" })).toEqual([]);
    expect(ranked({ lang: "en", service: "strategy-growth", timeZone: "America/Sao_Paulo" }).sort()).toEqual([
      "ana",
      "ben",
    ]);
  });

  it("works the most hours of the visitor's day (08:00 to 19:00 on their clocks)", () => {
    // Vancouver's 09:00-12:00 is all inside a Vancouver day; New York's is 06:00-09:00 there (one
    // hour after 08:00); São Paulo's 05:00-08:00, none.
    expect(ranked({ lang: "en", timeZone: "America/Vancouver" })).toEqual(["ben", "ana", "caio"]);
    // In Paris, from 2027-03-15 (the US has changed, Europe on 03-28): New York's 09:00-12:00 is
    // 14:00-17:00, then 15:00-18:00; São Paulo's 13:00-16:00, then 14:00-17:00; Vancouver's
    // 17:00-20:00, then 18:00-21:00, two hours of the day, then one.
    expect(ranked({ lang: "en", timeZone: "Europe/Paris" }).at(-1)).toBe("ben");
  });

  it("spreads equals evenly: the fewest upcoming bookings first, then by id", () => {
    const paris: Visitor = { lang: "en", service: "ai-solutions", timeZone: "Europe/Paris" };
    expect(ranked(paris)).toEqual(["ana", "caio", "ben"]);
    expect(ranked(paris, { ana: 2, caio: 1 })).toEqual(["caio", "ana", "ben"]);
    expect(ranked(paris, { ana: 1, caio: 1 })).toEqual(["ana", "caio", "ben"]);
    // Fewer bookings never outweigh more hours of the visitor's day.
    expect(ranked(paris, { ana: 5, caio: 5 })).toEqual(["ana", "caio", "ben"]);
  });

  it("sends a visitor in Lisbon to São Paulo before Vancouver, from the firm's own people", () => {
    const lisbon = rankConsultants(
      consultantsOf(people),
      { lang: "en", service: "digital-transformation", timeZone: "Europe/Lisbon" },
      { rules: bookingRules, now },
    );
    expect(lisbon[0]!.id).toBe("marcus-oliveira");
    expect(lisbon.map((one) => one.office)).toEqual(["sao-paulo", "vancouver", "vancouver"]);
  });
});
