import type { Route } from "./+types/book";
import { Form } from "react-router";
import type { BookingService } from "~/booking/service";
import { zoneLabel } from "~/booking/display";
import { visitorZone } from "~/booking/visitor-zone";
import { BookingForm } from "./book-form";
import { HeroPanel } from "~/components/sections/hero-panel";
import { PageHero } from "~/components/sections/page-hero";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Panel } from "~/components/ui/panel";
import { isServiceSlug } from "~/content/service-slugs";
import { servicesContent } from "~/content/services";
import { timeZoneChoices } from "~/content/time-zones";
import { bookingAction } from "./book-action.server";
import { formHeaders } from "~/forms/action.server";
import { format } from "~/i18n/format";
import { dictionaries } from "~/content/dictionaries.server";
import { requestLang } from "~/i18n/request.server";
import { pageMeta } from "~/lib/seo";
import { runtimeFor, type Runtime } from "~/runtime/runtime.server";

/**
 * The booking service, or none: the build prerenders this page with no server behind it (the
 * built page, never served, is what the build's checks read), and a server without one says that
 * booking is not available.
 */
async function bookingService(context: { runtime?: Runtime }): Promise<BookingService | undefined> {
  if (!context.runtime && import.meta.env.PROD) return undefined;
  return (await runtimeFor(context)).booking;
}

/**
 * `/book`: rendered on every request (`render: "request"` in `pages.ts`), as free times change by
 * the minute. `?tz=` names the zone the times are shown in, `?service=` the service the call is
 * about (it picks who can take it), `?reschedule=` the manage token of a booking being moved.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const query = new URL(request.url).searchParams;
  const { zone, unknown } = visitorZone(query.get("tz"), lang);
  const asked = query.get("service");
  const service = isServiceSlug(asked) ? asked : undefined;
  const now = new Date();
  const booking = await bookingService(context);
  const slots = booking ? await booking.freeSlots({ lang, timeZone: zone, service }, now) : undefined;
  const zones = timeZoneChoices.map((choice) => choice.id);
  return {
    lang,
    copy: dictionaries[lang].booking,
    zone,
    zoneChosen: query.has("tz") && !unknown,
    unknown: unknown && { zone: unknown.slice(0, 64), label: zoneLabel(zone, lang, now) },
    // The picker's zones, each named in the page's language, and the visitor's first if not one.
    zones: (zones.includes(zone) ? zones : [zone, ...zones]).map((id) => ({
      id,
      label: zoneLabel(id, lang, now),
    })),
    service,
    services: servicesContent[lang].offerings.items.map(({ slug, title }) => ({ slug, title })),
    reschedule: query.get("reschedule")?.slice(0, 128) || undefined,
    slots,
    now: now.toISOString(),
  };
}

export async function action(args: Route.ActionArgs) {
  const runtime = await runtimeFor(args.context);
  return bookingAction(args, runtime);
}

/** Never kept by a browser or a proxy: the free times are those of the moment. */
export const headers: Route.HeadersFunction = (args) => {
  const headers = formHeaders(args);
  headers.set("Cache-Control", "no-store");
  return headers;
};

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData.copy.metaTitle,
    description: args.loaderData.copy.metaDescription,
  });

export default function BookRoute({ loaderData }: Route.ComponentProps) {
  const { copy, zone, zones, unknown, service, services, slots, reschedule } = loaderData;

  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.title}
        highlight={copy.highlight}
        subtitle={copy.subtitle}
        tone="paper"
        aside={
          <HeroPanel id="call-title" title={copy.call.title}>
            <ul className="mt-4 space-y-4">
              {copy.call.items.map((item) => (
                <li key={item.title}>
                  <p className="font-semibold text-navy-900">{item.title}</p>
                  <p className="mt-1 text-sm leading-relaxed text-navy-600">{item.text}</p>
                </li>
              ))}
            </ul>
          </HeroPanel>
        }
      />
      <Container className="py-16 sm:py-20">
        <Panel
          id="booking-title"
          title={reschedule ? copy.reschedule.title : copy.metaTitle}
          tone="outline"
          className="mx-auto max-w-3xl sm:p-10"
          titleClassName="text-2xl font-semibold tracking-tight"
        >
          {reschedule ? <p className="mt-2 text-navy-600">{copy.reschedule.text}</p> : null}
          {/* Without a script, the zone and the topic are chosen here, and the page shows their times. */}
          <Form
            method="get"
            className="mt-6 grid items-start gap-4 rounded-2xl bg-navy-50 p-4 sm:grid-cols-2 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(max-content,11.5rem)]"
          >
            <Choice name="tz" label={copy.zone.label} value={zone}>
              {zones.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.label}
                </option>
              ))}
            </Choice>
            <Choice name="service" label={copy.zone.service} value={service ?? ""}>
              <option value="">{copy.zone.anyService}</option>
              {services.map((offered) => (
                <option key={offered.slug} value={offered.slug}>
                  {offered.title}
                </option>
              ))}
            </Choice>
            {reschedule ? <input type="hidden" name="reschedule" value={reschedule} /> : null}
            {/* Beside the lists from md, in a column as wide before it arrives as after (the widest
                label, French's, fits), under them on a small tablet; the lists sit at the row's top:
                nothing beside them narrows or drops while a slow page arrives. */}
            <button
              type="submit"
              className={buttonClass(
                "secondary",
                "w-full sm:col-span-2 sm:w-auto sm:justify-self-start md:col-span-1 md:w-full md:self-end",
              )}
            >
              {copy.zone.show}
            </button>
            {unknown ? (
              <p role="status" className="text-sm text-navy-700 sm:col-span-2 md:col-span-3">
                {format(copy.zone.unknown, unknown)}
              </p>
            ) : null}
          </Form>
          <div className="mt-8">
            <BookingForm
              slots={slots ?? []}
              unavailable={!slots}
              zone={zone}
              zoneChosen={loaderData.zoneChosen}
              service={service}
              reschedule={reschedule}
              now={loaderData.now}
            />
          </div>
        </Panel>
      </Container>
    </>
  );
}

/** A labelled list of the zone form. */
function Choice({
  name,
  label,
  value,
  children,
}: {
  name: string;
  label: string;
  value: string;
  children: React.ReactNode;
}) {
  const id = `choose-${name}`;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-navy-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        className="block min-h-11 w-full rounded-lg border border-navy-400 bg-white px-3 text-base text-navy-900"
      >
        {children}
      </select>
    </div>
  );
}
