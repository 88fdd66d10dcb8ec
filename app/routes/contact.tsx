import { Mail, MapPin, Phone } from "lucide-react";
import type { Route } from "./+types/contact";
import { ContactForm } from "~/components/forms/contact-form";
import { PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
import { IconBadge } from "~/components/ui/icon-badge";
import { contactContent } from "~/content/contact";
import { regionName, site, telHref } from "~/config/site";
import { contactAction, formHeaders } from "~/forms/action.server";
import { localeTags } from "~/i18n/locales";
import { requestLang } from "~/i18n/request.server";
import { pageMeta, siteOrigin } from "~/lib/seo";
import { organizationData } from "~/lib/structured-data";
import { runtimeFor } from "~/runtime/runtime.server";
import { Panel } from "~/components/ui/panel";

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const countries = new Intl.DisplayNames([localeTags[lang].bcp47], { type: "region" });
  const offices = site.offices.map((office) => ({
    ...office,
    region: regionName(office, lang),
    country: countries.of(office.country) ?? office.country,
  }));
  return { content: contactContent[lang], offices, lang };
}

export async function action(args: Route.ActionArgs) {
  return contactAction(args, await runtimeFor(args.context));
}

export const headers: Route.HeadersFunction = formHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    ...args.loaderData.content.meta,
    kind: "ContactPage",
    jsonLd: [organizationData(siteOrigin(args.matches), args.loaderData.lang)],
  });

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  const { content, offices } = loaderData;
  const { hero, form, info, expect } = content;

  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        highlight={hero.highlight}
        subtitle={hero.subtitle}
      />
      <Container className="grid gap-10 py-16 sm:py-20 lg:grid-cols-5">
        <Panel
          id="contact-form-title"
          title={form.title}
          tone="outline"
          className="shadow-sm sm:p-10 lg:col-span-3 lg:self-start"
          titleClassName="text-2xl font-bold tracking-tight"
        >
          <p className="mt-2 mb-8 leading-relaxed text-navy-600">{form.intro}</p>
          <ContactForm />
        </Panel>
        <div className="space-y-8 lg:col-span-2">
          <Panel id="contact-info-title" title={info.title} tone="navy">
            <dl className="mt-6 space-y-5">
              <InfoItem icon={<Mail aria-hidden="true" className="size-5" />} label={info.emailLabel}>
                <a href={`mailto:${site.email}`} className="underline-offset-4 hover:underline">
                  {/* A long address may break after the @, never inside a word. */}
                  {site.email.split("@")[0]}@<wbr />
                  {site.email.split("@")[1]}
                </a>
              </InfoItem>
              <InfoItem icon={<Phone aria-hidden="true" className="size-5" />} label={info.phoneLabel}>
                <a href={telHref(site.phone)} className="underline-offset-4 hover:underline">
                  {site.phone}
                </a>
              </InfoItem>
              <InfoItem icon={<MapPin aria-hidden="true" className="size-5" />} label={info.officesLabel}>
                <ul className="space-y-3">
                  {offices.map((office) => (
                    <li key={office.id}>
                      <span className="block font-semibold">{office.city}</span>
                      <span className="block text-sm text-navy-200">
                        {office.region}, {office.country}
                      </span>
                      <a href={telHref(office.phone)} className="text-sm underline-offset-4 hover:underline">
                        {office.phone}
                      </a>
                    </li>
                  ))}
                </ul>
              </InfoItem>
            </dl>
          </Panel>
          <Panel id="expect-title" title={expect.title} tone="outline">
            <ul className="mt-6 space-y-5">
              {expect.items.map((item) => (
                <li key={item.title} className="flex gap-4">
                  <IconBadge name={item.icon} size="sm" />
                  <div>
                    <h3 className="font-semibold text-navy-900">{item.title}</h3>
                    <p className="mt-1 text-sm leading-relaxed text-navy-600">{item.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </Panel>
        </div>
      </Container>
    </>
  );
}

function InfoItem({
  icon,
  label,
  children,
}: {
  icon: React.ReactNode;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <dt className="flex items-center gap-3 text-sm text-navy-200">
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-white/10 text-accent-300">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 min-w-0 sm:pl-13">{children}</dd>
    </div>
  );
}
