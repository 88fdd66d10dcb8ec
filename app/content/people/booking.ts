import { z } from "zod";
import { languages } from "~/i18n/locales";
import { serviceSlugs } from "../service-slugs";

/** The days of a consultant's week, as their file names them. */
export const weekdays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof weekdays)[number];

const time = "(?:[01]\\d|2[0-3]):[0-5]\\d";
const span = z
  .string()
  .regex(new RegExp(`^${time}-(?:${time}|24:00)$`), 'a span of the day such as "09:00-12:00"')
  .refine((value) => value.slice(0, 5) < value.slice(6), "must end after it starts");

/** Spans that do not overlap, in the day's order. */
const daySpans = z
  .array(span)
  .refine(
    (spans) => spans.every((value, index) => index === 0 || spans[index - 1]!.slice(6) <= value.slice(0, 5)),
    "spans in the day's order, none overlapping the one before",
  );

/**
 * `booking:` in a person's file: they take first calls booked on the site (`/book`). Their hours are
 * read on their office's clocks (`site.offices`), cut by the firm's rules (`config/booking.ts`).
 */
export const bookingSchema = z.strictObject({
  /** Where their invitations and the notice of each booking go. */
  email: z.email("an email address such as elena.marquez@innova-consulting.com"),
  /** Their meeting room (a personal Teams, Zoom or Meet link): the call's link in every invitation. */
  video: z.url({ protocol: /^https$/, message: "an https:// link to their meeting room" }),
  /** The languages they take calls in: a visitor's page language picks among the people who do. */
  languages: z.array(z.enum(languages)).min(1),
  /** The services (`content/service-slugs.ts`) they take first calls about. */
  services: z.array(z.enum(serviceSlugs)).min(1),
  /** Their weekly hours for calls, by day: `mon: ["09:00-12:00", "14:00-17:00"]`; a day left out is off. */
  hours: z.strictObject(
    Object.fromEntries(weekdays.map((day) => [day, daySpans.optional()])) as Record<
      Weekday,
      z.ZodOptional<typeof daySpans>
    >,
  ),
  /** Their CalDAV calendar, as a path on the server of `BOOKING_CALDAV_URL`: its busy times are not offered. */
  calendar: z
    .string()
    .regex(/^\/\S*$/, "a path on the calendar server, such as /calendars/elena/consultations/")
    .optional(),
});

export type PersonBooking = z.infer<typeof bookingSchema>;
