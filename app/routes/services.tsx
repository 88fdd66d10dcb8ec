import { ArrowRight, Clock, TrendingUp } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/services";
import { CtaBanner } from "~/components/sections/cta-banner";
import { FigureBasis } from "~/components/sections/figure-basis";
import { Eyebrow } from "~/components/ui/eyebrow";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { ServiceIndex } from "~/components/sections/service-index";
import { Steps } from "~/components/sections/steps";
import { CheckList } from "~/components/ui/check-list";
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
        below={
          // Straight to a service, numbered as the page sets them out, with what each has delivered
          // (the figure's basis is on its page).
          <nav aria-labelledby="services-glance">
            <Eyebrow as="h2" id="services-glance">
              {offerings.title}
            </Eyebrow>
            <div className="mt-6">
              <ServiceIndex
                items={offerings.items.map(({ slug, title, results }) => ({ slug, title, text: results[0] }))}
              />
            </div>
          </nav>
        }
      />
      <Section id="offerings" title={offerings.detailsTitle} intro={offerings.intro}>
        <ul className="grid gap-6 lg:grid-cols-2">
          {offerings.items.map((service) => (
            <li
              key={service.slug}
              className="flex flex-col rounded-3xl border border-navy-100 bg-white p-6 shadow-sm sm:p-8"
            >
              <h3 className="text-xl font-semibold text-navy-900">{service.title}</h3>
              <p className="mt-2 leading-relaxed text-navy-600">{service.description}</p>
              <h4 className="mt-6 text-sm font-semibold text-navy-900">{t.serviceCard.features}</h4>
              <div className="mt-3 flex-1">
                <CheckList items={service.features} />
              </div>
              <p className="mt-6 flex items-start gap-2 rounded-xl bg-navy-50 p-4 text-sm font-semibold text-navy-900">
                <TrendingUp aria-hidden="true" className="size-5 shrink-0 text-accent-700" />
                <span>
                  <span className="sr-only">{t.serviceCard.result}: </span>
                  {service.results[0]}
                </span>
              </p>
              <Link
                to={href(`/services/${service.slug}`)}
                className="mt-6 inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-accent-700 hover:text-accent-800"
              >
                {offerings.learnMore}
                <span className="sr-only">: {service.title}</span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
        <FigureBasis text={offerings.basis} />
      </Section>
      <Section id="process" tone="muted" title={process.title} intro={process.intro}>
        <Steps items={process.steps} />
        <div className="mt-8 flex gap-4 rounded-2xl border border-navy-100 bg-white p-6">
          <Clock aria-hidden="true" className="size-6 shrink-0 text-accent-700" />
          <div>
            <h3 className="font-semibold text-navy-900">{timeline.title}</h3>
            <p className="mt-1 text-navy-600">{timeline.text}</p>
          </div>
        </div>
      </Section>
      <CtaBanner
        cta={cta}
        reader={loaderData.reader}
        primaryTo={href("/contact")}
        secondaryTo={href("/case-studies")}
      />
    </>
  );
}
