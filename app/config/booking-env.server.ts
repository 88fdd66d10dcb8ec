import { z } from "zod";
import { processorUrlProblem } from "./processor-url";
import { site } from "./site";

/**
 * The booking calendar's settings (issue 51, `app/booking/calendar.server.ts`), merged into the
 * server's environment schema (`env.server.ts`). One CalDAV account reads and writes every
 * consultant's calendar (each person's YAML names their calendar's path); without it, the people's
 * weekly hours and the store's bookings decide alone. An empty variable counts as unset.
 */
const unsetIfEmpty = (value: unknown) => (value === "" ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unsetIfEmpty, schema.optional());

export const bookingEnv = {
  /** The CalDAV server's base URL; a person's calendar path is resolved against it. */
  BOOKING_CALDAV_URL: optional(
    z.url({ protocol: /^https?$/, message: "expected https://caldav.example.com/ (the CalDAV server)" }),
  ),
  BOOKING_CALDAV_USER: optional(z.string().min(1)),
  /** The account's password: an app password where the provider has them (docs/booking.md). */
  BOOKING_CALDAV_PASSWORD: optional(z.string().min(1)),
};

const names = ["BOOKING_CALDAV_URL", "BOOKING_CALDAV_USER", "BOOKING_CALDAV_PASSWORD"] as const;

export type BookingValues = Partial<Record<(typeof names)[number], string>>;

/** All three or none: the issue's path names the first one missing in the start-up error. */
export function refineBookingEnv(env: BookingValues, context: z.RefinementCtx) {
  const set = names.filter((name) => env[name] !== undefined);
  const missing = names.find((name) => env[name] === undefined);
  if (set.length > 0 && missing) {
    context.addIssue({ code: "custom", path: [missing], message: `required with ${set.join(" and ")}` });
  }
  // The calendars hold each booking's name and time: a provider the privacy notice names.
  const problem = env.BOOKING_CALDAV_URL
    ? processorUrlProblem(env.BOOKING_CALDAV_URL, site.privacy.processors, "calendar", "the calendar server")
    : undefined;
  if (problem) context.addIssue({ code: "custom", path: ["BOOKING_CALDAV_URL"], message: problem });
}

/** The calendar account, when the three settings are there. */
export function caldavAccount(env: BookingValues) {
  const { BOOKING_CALDAV_URL: url, BOOKING_CALDAV_USER: user, BOOKING_CALDAV_PASSWORD: password } = env;
  return url && user && password ? { url, user, password } : undefined;
}
