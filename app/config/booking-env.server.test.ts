import { describe, expect, it } from "vitest";
import { caldavAccount } from "./booking-env.server";
import { parseEnv } from "./env.server";

// A CalDAV server on this machine: one off it must be a processor the privacy notice names (below).
const calendar = {
  BOOKING_CALDAV_URL: "http://127.0.0.1:5232/",
  BOOKING_CALDAV_USER: "bookings@innova-consulting.com",
  BOOKING_CALDAV_PASSWORD: "app-password",
};

describe("booking calendar settings", () => {
  it("takes all three CalDAV settings or none, naming the one missing", () => {
    expect(caldavAccount(parseEnv({}))).toBeUndefined();
    expect(caldavAccount(parseEnv({ BOOKING_CALDAV_URL: "", BOOKING_CALDAV_USER: "" }))).toBeUndefined();
    expect(caldavAccount(parseEnv(calendar))).toEqual({
      url: "http://127.0.0.1:5232/",
      user: "bookings@innova-consulting.com",
      password: "app-password",
    });
    expect(() => parseEnv({ ...calendar, BOOKING_CALDAV_PASSWORD: "" })).toThrow(
      /^Invalid setting BOOKING_CALDAV_PASSWORD="": required with BOOKING_CALDAV_URL and BOOKING_CALDAV_USER$/,
    );
    expect(() => parseEnv({ BOOKING_CALDAV_USER: "bookings" })).toThrow(
      /^Invalid setting BOOKING_CALDAV_URL="": required with BOOKING_CALDAV_USER$/,
    );
    expect(() => parseEnv({ ...calendar, BOOKING_CALDAV_URL: "https://caldav.fastmail.com/" })).toThrow(
      /^Invalid setting BOOKING_CALDAV_URL="https:\/\/caldav\.fastmail\.com\/": the calendar server holds visitors' data: name it in app\/config\/site\.ts's privacy\.processors \(service "calendar"/,
    );
    expect(() => parseEnv({ ...calendar, BOOKING_CALDAV_URL: "caldav.fastmail.com" })).toThrow(
      /^Invalid setting BOOKING_CALDAV_URL="caldav.fastmail.com": expected https:/,
    );
  });
});
