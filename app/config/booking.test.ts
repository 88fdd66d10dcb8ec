import { describe, expect, it } from "vitest";
import { bookingRules, isClosed } from "./booking";
import { site } from "./site";
import { isTimeZone } from "./time-zone";

const realDate = (date: string) => new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);

describe("the firm's booking rules", () => {
  it("name holidays of the firm's offices, on real dates, and closures that end after they start", () => {
    const offices = site.offices.map((office) => office.id);
    expect(Object.keys(bookingRules.holidays).filter((office) => !offices.includes(office))).toEqual([]);
    for (const dates of Object.values(bookingRules.holidays))
      expect(Object.keys(dates).filter((date) => !realDate(date))).toEqual([]);
    for (const { from, to } of bookingRules.closures)
      expect(realDate(from) && realDate(to) && from <= to).toBe(true);
  });

  it("give every office a time zone the runtime knows", () => {
    expect(site.offices.filter((office) => !isTimeZone(office.timeZone))).toEqual([]);
  });

  it("close an office on its holidays and the firm on its closures, first and last days included", () => {
    expect(isClosed(bookingRules, "sao-paulo", "2027-02-09")).toBe(true); // Carnaval
    expect(isClosed(bookingRules, "orlando", "2027-02-09")).toBe(false);
    expect(isClosed(bookingRules, "vancouver", "2026-12-24")).toBe(true);
    expect(isClosed(bookingRules, "vancouver", "2027-01-01")).toBe(true);
    expect(isClosed(bookingRules, "vancouver", "2027-01-04")).toBe(false);
  });
});
