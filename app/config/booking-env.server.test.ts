import { describe, expect, it } from "vitest";
import { caldavAccount } from "./booking-env.server";
import { parseEnv } from "./env.server";

const calendar = {
  BOOKING_CALDAV_URL: "https://caldav.fastmail.com/",
  BOOKING_CALDAV_USER: "bookings@innova-consulting.com",
  BOOKING_CALDAV_PASSWORD: "app-password",
};

describe("booking calendar settings", () => {
  it("takes all three CalDAV settings or none, naming the one missing", () => {
    expect(caldavAccount(parseEnv({}))).toBeUndefined();
    expect(caldavAccount(parseEnv({ BOOKING_CALDAV_URL: "", BOOKING_CALDAV_USER: "" }))).toBeUndefined();
    expect(caldavAccount(parseEnv(calendar))).toEqual({
      url: "https://caldav.fastmail.com/",
      user: "bookings@innova-consulting.com",
      password: "app-password",
    });
    expect(() => parseEnv({ ...calendar, BOOKING_CALDAV_PASSWORD: "" })).toThrow(
      /^Invalid setting BOOKING_CALDAV_PASSWORD="": required with BOOKING_CALDAV_URL and BOOKING_CALDAV_USER$/,
    );
    expect(() => parseEnv({ BOOKING_CALDAV_USER: "bookings" })).toThrow(
      /^Invalid setting BOOKING_CALDAV_URL="": required with BOOKING_CALDAV_USER$/,
    );
    expect(() => parseEnv({ ...calendar, BOOKING_CALDAV_URL: "caldav.fastmail.com" })).toThrow(
      /^Invalid setting BOOKING_CALDAV_URL="caldav.fastmail.com": expected https:/,
    );
  });
});
