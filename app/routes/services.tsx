import { ArrowRight, Clock } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/services";
import { CtaBanner } from "~/components/sections/cta-banner";
import { FigureBasis } from "~/components/sections/figure-basis";
import { HeroPanel } from "~/components/sections/hero-panel";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { ServiceIndex } from "~/components/sections/service-index";
import { Steps } from "~/components/sections/steps";
import { servicesContent } from "~/content/services";
import { requestLang } from "~/i18n/request.server";
import { useTranslation } from "~/i18n/translation";
import { pageMeta } from "~/lib/seo";
import { contactReader } from "~/content/contact/reader.server";

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return { content: servicesContent[lang], reader: contactReader(lang) };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { ...args.loaderData.content.meta, kind: "CollectionPage" });

export default function ServicesRoute({ loaderData }: Route.ComponentProps) {
  const { intro, offerings, process, timeline, cta } = loaderData.content;
  const { t, href } = useTranslation();

  return (
    <>
      <PageHero
        eyebrow={intro.eyebrow}
        title={intro.title}
        subtitle={intro.subtitle}
        tone="paper"
        aside={
          // Straight to a service, numbered as the page sets them out, with what each has delivered
          // (the figure's basis is on its page).
          <HeroPanel id="services-glance" title={offerings.title} as="nav">
            <div className="mt-2">
              <ServiceIndex
                items={offerings.items.map(({ slug, title, results }) => ({ slug, title, text: results[0] }))}
                layout="list"
              />
            </div>
          </HeroPanel>
        }
      />
      <Section id="offerings" title={offerings.detailsTitle} intro={offerings.intro}>
        {/* A row each: the service and what it has delivered on the left, what it includes on the right. */}
        <ol>
          {offerings.items.map((service, index) => (
            <li
              key={service.slug}
              id={service.slug}
              className="grid gap-x-16 gap-y-6 border-t border-navy-200 py-10 first:border-navy-900 sm:py-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]"
            >
              <div>
                <span aria-hidden="true" className="text-sm font-semibold text-accent-700 tabular-nums">
                  {String(index + 1).padStart(2, "0")}
                </span>
                <h3 className="mt-2 text-2xl font-semibold tracking-tight text-navy-900 sm:text-3xl">
                  {service.title}
                </h3>
                <p className="mt-6 text-sm font-medium text-navy-500">{t.serviceCard.result}</p>
                <p className="mt-2 border-l-2 border-accent-500 pl-4 text-xl leading-snug font-semibold text-navy-900 sm:text-2xl">
                  {service.results[0]}
                </p>
              </div>
              <div>
                <p className="text-lg leading-relaxed text-navy-700">{service.description}</p>
                <h4 className="mt-8 text-sm font-semibold text-navy-900">{t.serviceCard.features}</h4>
                <ul className="mt-3 grid gap-x-8 sm:grid-cols-2">
                  {service.features.map((feature) => (
                    <li key={feature} className="border-t border-navy-100 py-3 leading-snug text-navy-700">
                      {feature}
                    </li>
                  ))}
                </ul>
                <Link
                  to={href(`/services/${service.slug}`)}
                  className="mt-6 inline-flex min-h-11 items-center gap-1.5 font-semibold text-accent-700 hover:text-accent-800"
                >
                  {offerings.learnMore}
                  <span className="sr-only">: {service.title}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </div>
            </li>
          ))}
        </ol>
        <FigureBasis text={offerings.basis} />
      </Section>
      <Section id="process" tone="muted" title={process.title} intro={process.intro}>
        <Steps items={process.steps} />
        <div className="mt-8 flex gap-4 rounded-2xl border border-navy-100 bg-white p-6">
          <Clock aria-hidden="true" className="size-6 shrink-0 text-accent-700" />
          <div>
            <h3 className="font-semibold text-navy-900">{timeline.title}</h3>
            <p className="mt-1 max-w-prose text-navy-600">{timeline.text}</p>
          </div>
        </div>
      </Section>
      <CtaBanner
        cta={cta}
        reader={loaderData.reader}
        primaryTo={href("/book")}
        secondaryTo={href("/case-studies")}
      />
    </>
  );
}
