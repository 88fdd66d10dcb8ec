import { Link } from "react-router";
import type { Route } from "./+types/contact";
import { ContactForm } from "~/components/forms/contact-form";
import { HeroNote, HeroPanel, HeroPerson } from "~/components/sections/hero-panel";
import { EmailText } from "~/components/ui/email-text";
import { PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
import { contactContent } from "~/content/contact";
import { site, telHref } from "~/config/site";
import { contactAction, formHeaders } from "~/forms/action.server";
import { requestLang } from "~/i18n/request.server";
import { useTranslation } from "~/i18n/translation";
import { pageMeta, siteOrigin } from "~/lib/seo";
import { organizationData } from "~/lib/structured-data";
import { runtimeFor } from "~/runtime/runtime.server";
import { Panel } from "~/components/ui/panel";
import { balancedColumns } from "~/components/ui/grid";
import { officePlaces } from "~/content/offices.server";
import { person } from "~/content/people/index.server";

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const content = contactContent[lang];
  return { content, offices: officePlaces(lang), reader: person(content.answers.person, lang), lang };
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
  const { content, offices, reader } = loaderData;
  const { hero, form, answers, info, expect } = content;
  const { t, href } = useTranslation();

  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        highlight={hero.highlight}
        subtitle={hero.subtitle}
        tone="paper"
        aside={
          // Who reads the message, met before the form on a phone as on a desktop.
          <HeroPanel id="answers-title" title={answers.title}>
            <div className="mt-5">
              <HeroPerson person={reader} size="md" />
            </div>
            <HeroNote>{answers.text}</HeroNote>
          </HeroPanel>
        }
      />
      {/* The form, and beside it how else to reach the firm; each column as tall as it needs. */}
      <Container className="grid items-start gap-8 py-16 sm:py-20 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
        <Panel
          id="contact-form-title"
          title={form.title}
          tone="outline"
          className="sm:p-10"
          titleClassName="text-2xl font-semibold tracking-tight"
        >
          <p className="mt-2 leading-relaxed text-navy-600">{form.intro}</p>
          {/* A written message, or a call: the booking page is one link away (DECISIONS §8). */}
          <p className="mt-3 mb-8 leading-relaxed text-navy-600">
            {t.booking.fromContact.text}{" "}
            <Link to={href("/book")} className="font-medium text-navy-800 underline underline-offset-4">
              {t.booking.fromContact.link}
            </Link>
          </p>
          <ContactForm />
        </Panel>
        <Panel id="contact-info-title" title={info.title} tone="navy">
          <dl className="mt-6 space-y-4">
            <InfoItem label={info.emailLabel}>
              <a href={`mailto:${site.email}`} className={infoLink}>
                <EmailText address={site.email} />
              </a>
            </InfoItem>
            <InfoItem label={info.phoneLabel}>
              <a href={telHref(site.phone)} className={infoLink}>
                {site.phone}
              </a>
            </InfoItem>
            <InfoItem label={info.officesLabel}>
              <ul className="mt-1 space-y-2">
                {offices.map((office) => (
                  <li key={office.id}>
                    <span className="block font-semibold">{office.city}</span>
                    <span className="block text-sm text-navy-200">{office.place}</span>
                    <a href={telHref(office.phone)} className={`${infoLink} text-sm`}>
                      {office.phone}
                    </a>
                  </li>
                ))}
              </ul>
            </InfoItem>
          </dl>
        </Panel>
      </Container>
      <section aria-labelledby="expect-title" className="bg-navy-50 py-16 sm:py-20">
        <Container>
          <h2 id="expect-title" className="text-2xl font-semibold tracking-tight text-navy-900 sm:text-3xl">
            {expect.title}
          </h2>
          <ul className={`mt-10 ${balancedColumns(expect.items.length, 4)}`}>
            {expect.items.map((item) => (
              <li key={item.title} className="border-t-2 border-navy-900 pt-5">
                <h3 className="font-semibold text-navy-900">{item.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-navy-600">{item.text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}

/** A link on the navy panel, 44 px tall: a thumb's target. */
const infoLink = "inline-flex min-h-11 items-center underline-offset-4 hover:underline";

function InfoItem({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="border-t border-white/10 pt-4 first:border-t-0 first:pt-0">
      <dt className="text-xs font-semibold tracking-wide text-navy-300 uppercase">{label}</dt>
      <dd className="mt-1 min-w-0">{children}</dd>
    </div>
  );
}
