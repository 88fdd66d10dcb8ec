import { data, redirect, type ActionFunctionArgs } from "react-router";
import type { BookingOutcome, BookingService, OfferedSlot } from "~/booking/service";
import { visitorZone } from "~/booking/visitor-zone";
import { isServiceSlug } from "~/content/service-slugs";
import { localizePath } from "~/i18n/paths";
import { guardedPost, type FormServices } from "~/forms/action.server";
import type { FormResult } from "~/forms/definitions";

/** Why a valid post booked nothing: the slot's problem (`checkSlot`), or the booking service's. */
export type BookingProblem = Extract<BookingOutcome, { ok: false }>["problem"];

/** What the booking form's action answers when it does not redirect: the forms' result, and why not. */
export type BookingResult =
  | FormResult<"booking">
  | (Extract<FormResult<"booking">, { ok: false }> & {
      problem: BookingProblem;
      /** The nearest free times, offered instead of the one that is not (none preselected). */
      nearest: OfferedSlot[];
    });

/**
 * The status of each problem: a time someone else took, or that is no longer offered, is a conflict
 * (409); a time that could never be booked is a bad input (422); a mailbox with the most bookings
 * one person may hold, a limit (429). Never a 5xx: nothing here is the server's failure.
 */
const statuses: Record<BookingProblem, number> = {
  taken: 409,
  "not-offered": 409,
  past: 422,
  "too-soon": 422,
  "beyond-horizon": 422,
  "off-grid": 422,
  malformed: 422,
  "too-many": 429,
  "unknown-booking": 422,
};

/**
 * The booking page's action (`/book`): the guards of every form (spam traps, rate limit, the
 * declaration's validation), then `booking.book`. A booked call answers 303 to its manage page (in
 * the page's language, `booked=1` for the notice); a time not booked answers the page again with
 * why, the nearest free times and everything typed, the slot not chosen.
 */
export async function bookingAction(
  args: Pick<ActionFunctionArgs, "request" | "context">,
  services: Pick<FormServices, "limiter" | "minFillMs"> & { booking: BookingService | undefined },
) {
  const post = await guardedPost("booking", args, services);
  if (!("input" in post)) return post.answer;
  const { input, values, origin } = post;
  if (!services.booking)
    return data({ ok: false, formError: "server", values } satisfies BookingResult, { status: 503 });
  const outcome = await services.booking.book(
    {
      lang: origin.lang,
      timeZone: visitorZone(input.tz, origin.lang).zone,
      service: isServiceSlug(input.service) ? input.service : undefined,
      slot: input.slot,
      name: input.name,
      email: input.email,
      company: input.company,
      message: input.message,
      phone: input.phone,
      page: origin.page,
      reschedule: input.reschedule,
      // Where the visitor came from that day: analytics credit the booking to it.
      source: origin.source,
    },
    origin.at,
  );
  if (outcome.ok) {
    const manage = `/book/manage?token=${encodeURIComponent(outcome.token)}&booked=1`;
    return redirect(localizePath(manage, origin.lang), 303);
  }
  const kept = {
    ...values,
    slot: undefined,
    // A booking that cannot be moved any more: the next post books a new call.
    reschedule: outcome.problem === "unknown-booking" ? undefined : values.reschedule,
  };
  const nearest = "nearest" in outcome ? outcome.nearest : [];
  return data({ ok: false, problem: outcome.problem, nearest, values: kept } satisfies BookingResult, {
    status: statuses[outcome.problem],
  });
}
