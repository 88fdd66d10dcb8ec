import { describe, expect, it } from "vitest";
import { isTimeZone } from "~/config/time-zone";
import { timeZoneChoices } from "~/content/time-zones";
import { formatDay, formatShortDay, formatTime, groupByDay, zoneLabel } from "./display";

const winter = new Date("2027-01-12T15:00:00Z");
const summer = new Date("2027-07-12T15:00:00Z");

describe("times as the booking page writes them", () => {
  it("names a zone by its city in the page's language and its offset then, with a true minus sign", () => {
    expect(zoneLabel("America/Sao_Paulo", "en", winter)).toBe("São Paulo (GMT\u22123)");
    expect(zoneLabel("America/Mexico_City", "pt", winter)).toBe("Cidade do México (GMT\u22126)");
    expect(zoneLabel("America/Mexico_City", "es", winter)).toBe("Ciudad de México (GMT\u22126)");
    expect(zoneLabel("America/New_York", "en", summer)).toBe("New York (GMT\u22124)");
    expect(zoneLabel("Europe/Lisbon", "fr", winter)).toBe("Lisbonne (UTC+0)");
    expect(zoneLabel("Europe/Lisbon", "fr", summer)).toBe("Lisbonne (UTC+1)");
    expect(zoneLabel("Asia/Kolkata", "en", winter)).toBe("Kolkata (GMT+5:30)");
    expect(zoneLabel("America/Argentina/Buenos_Aires", "es", winter)).toBe("Buenos Aires (GMT\u22123)");
  });

  it("writes a time in the zone and language, and a day of the strip", () => {
    expect(formatTime("2027-01-12T15:00:00Z", "America/Vancouver", "en")).toMatch(/^7:00\sAM$/);
    // The formatters are kept, one per language, form and zone: another zone is written in its own.
    expect(formatTime("2027-01-12T15:00:00Z", "Europe/Paris", "en")).toMatch(/^4:00\sPM$/);
    expect(formatTime("2027-01-12T16:00:00Z", "America/Vancouver", "en")).toMatch(/^8:00\sAM$/);
    expect(formatTime("2027-01-12T15:00:00Z", "Europe/Paris", "fr")).toBe("16:00");
    expect(formatTime("2027-01-12T15:00:00Z", "America/Sao_Paulo", "pt")).toBe("12:00");
    expect(formatDay("2027-01-12", "pt")).toBe("terça-feira, 12 de janeiro");
    expect(formatDay("2027-01-01", "fr")).toBe("vendredi\u00a01er\u00a0janvier");
    expect(formatDay("2027-01-01", "pt")).toBe("sexta-feira, 1º de janeiro");
    expect(formatShortDay("2027-01-12", "en")).toBe("Tue, Jan 12");
    expect(formatShortDay("2027-01-12", "pt")).toBe("ter., 12 de jan.");
    expect(formatShortDay("2027-01-01", "pt")).toBe("sex., 1º de jan.");
  });

  it("groups slots by the day they fall on in the visitor's zone", () => {
    const slots = ["2027-01-13T01:00:00Z", "2027-01-12T21:00:00Z", "2027-01-13T14:00:00Z"].map((start) => ({
      start,
    }));
    const days = (zone: string) => groupByDay(slots, zone).map(({ date, slots }) => [date, slots.length]);
    expect(days("America/Sao_Paulo")).toEqual([
      ["2027-01-12", 2],
      ["2027-01-13", 1],
    ]);
    expect(days("Europe/Lisbon")).toEqual([
      ["2027-01-12", 1],
      ["2027-01-13", 2],
    ]);
  });

  it("offers a picker of the firm's markets whose ids the runtime knows, each once", () => {
    const ids = timeZoneChoices.map((choice) => choice.id);
    expect(ids.filter((id) => !isTimeZone(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(20);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isTimeZone("../etc/passwd")).toBe(false);
  });
});
