import { data, Form, Link } from "react-router";
import type { Route } from "./+types/book.manage";
import { formatDay, formatTime, zoneLabel } from "~/booking/display";
import type { BookingService, BookingView } from "~/booking/service";
import { wallClock } from "~/booking/zoned";
import { NoticePanel } from "~/components/sections/notice-panel";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { dictionaries } from "~/content/dictionaries.server";
import { readFormData } from "~/forms/action.server";
import { format } from "~/i18n/format";
import type { Lang } from "~/i18n/locales";
import { requestLang } from "~/i18n/request.server";
import { useTranslation } from "~/i18n/translation";
import { noindexMeta } from "~/lib/seo";
import { runtimeFor } from "~/runtime/runtime.server";

/**
 * A booking's page, which its emails link to (`/book/manage?token=…`): the call's time in the
 * visitor's zone, the consultant and their office time, how the call happens. Opening it changes
 * nothing (mail scanners open links); its button's POST cancels; "Pick another time" books a new
 * time on `/book` that replaces this one. `booked=1` is the answer to the booking form.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const query = new URL(request.url).searchParams;
  const token = query.get("token") ?? "";
  const booking = (await runtimeFor(context)).booking;
  const found = booking && token ? await booking.find(token, new Date()) : undefined;
  const page = {
    copy: dictionaries[lang].booking,
    token,
    booked: query.get("booked") === "1",
    unavailable: !booking,
    booking: found && shown(found, lang),
  };
  return found || !booking ? page : data(page, { status: 404 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = requestLang(request);
  if (context.formRefusal) return data({ cancelled: undefined }, { status: context.formRefusal.status });
  const form = await readFormData(request);
  const token = String(form?.get("token") ?? "");
  const booking: BookingService | undefined = (await runtimeFor(context)).booking;
  const view = booking && token ? await booking.cancel(token, new Date()) : undefined;
  if (!view) return data({ cancelled: undefined }, { status: 404 });
  return { cancelled: shown(view, lang) };
}

/** A booking as the page writes it, in the page's language. */
function shown(view: BookingView, lang: Lang) {
  const at = new Date(view.start);
  return {
    status: view.status,
    day: formatDay(wallClock(at.getTime(), view.timeZone).date, lang),
    time: formatTime(view.start, view.timeZone, lang),
    zone: zoneLabel(view.timeZone, lang, at),
    timeZone: view.timeZone,
    consultant: view.consultantName,
    officeTime: formatTime(view.start, view.consultantZone, lang),
    officeZone: zoneLabel(view.consultantZone, lang, at),
    videoUrl: view.videoUrl,
    phone: view.phone,
  };
}

// A page for one booking: not for search engines.
export const meta: Route.MetaFunction = ({ loaderData }) => noindexMeta(loaderData.copy.manage.metaTitle);

/** Never kept by a browser or a proxy: a booking changes. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export default function ManageBookingRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { href } = useTranslation();
  const { copy, token, booked } = loaderData;
  const words = copy.manage;
  const booking = actionData ? actionData.cancelled : loaderData.booking;
  const bookNew = (
    <Link to={href("/book")} className={buttonClass("primary")}>
      {words.bookAnother}
    </Link>
  );
  if (loaderData.unavailable) {
    return (
      <NoticePanel title={copy.times.unavailable.title} text={copy.times.unavailable.text}>
        <Link to={href("/contact")} className={buttonClass("primary")}>
          {copy.elsewhere.link}
        </Link>
      </NoticePanel>
    );
  }
  if (!booking)
    return (
      <NoticePanel title={words.unknownTitle} text={words.unknownText}>
        {bookNew}
      </NoticePanel>
    );
  if (booking.status === "cancelled")
    return (
      <NoticePanel title={words.cancelledTitle} text={words.cancelledText}>
        {bookNew}
      </NoticePanel>
    );
  if (booking.status === "past")
    return (
      <NoticePanel title={words.pastTitle} text={words.pastText}>
        {bookNew}
      </NoticePanel>
    );

  const reschedule = `${href("/book")}?${new URLSearchParams({ reschedule: token, tz: booking.timeZone })}`;
  return (
    <Container size="narrow" className="py-20 sm:py-28">
      <div className="rounded-3xl border border-navy-100 p-8 sm:p-12">
        <h1 className="text-3xl font-semibold tracking-tight text-navy-900 sm:text-4xl">
          {booked ? words.bookedTitle : words.title}
        </h1>
        {booked ? <p className="mt-4 text-lg leading-relaxed text-navy-600">{words.bookedText}</p> : null}
        <dl className="mt-8 space-y-5">
          <Detail term={words.when}>
            <p className="font-semibold text-navy-900">
              {format(words.whenText, { day: booking.day, time: booking.time, zone: booking.zone })}
            </p>
            <p className="mt-1 text-sm text-navy-600">
              {format(words.officeTime, {
                time: booking.officeTime,
                name: booking.consultant,
                zone: booking.officeZone,
              })}
            </p>
          </Detail>
          <Detail term={words.with}>
            <p className="font-semibold text-navy-900">{booking.consultant}</p>
          </Detail>
          <Detail term={words.how}>
            {booking.phone ? (
              <p>{format(words.phone, { name: booking.consultant, phone: booking.phone })}</p>
            ) : (
              <p>
                {words.video}{" "}
                <a
                  href={booking.videoUrl}
                  className="font-medium break-all text-accent-800 underline underline-offset-4"
                >
                  {booking.videoUrl}
                </a>
              </p>
            )}
          </Detail>
        </dl>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Link to={reschedule} className={buttonClass("primary")}>
            {words.pickAnother}
          </Link>
          <Form method="post">
            <input type="hidden" name="token" value={token} />
            <button type="submit" className={buttonClass("secondary", "w-full sm:w-auto")}>
              {words.cancel}
            </button>
          </Form>
        </div>
      </div>
    </Container>
  );
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="border-t border-navy-100 pt-4">
      <dt className="text-xs font-semibold tracking-wide text-navy-500 uppercase">{term}</dt>
      <dd className="mt-1 text-navy-800">{children}</dd>
    </div>
  );
}
