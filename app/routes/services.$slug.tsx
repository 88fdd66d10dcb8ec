import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/services.$slug";
import { Breadcrumb } from "~/components/sections/breadcrumb";
import { CtaBanner } from "~/components/sections/cta-banner";
import { DetailSection } from "~/components/sections/detail-section";
import { HeroPanel } from "~/components/sections/hero-panel";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { StoryCard } from "~/components/sections/story-card";
import { buttonClass } from "~/components/ui/button";
import { serviceDetailContent } from "~/content/service-details";
import { servicesContent } from "~/content/services";
import { isServiceSlug } from "~/content/service-slugs";
import { dictionaries } from "~/content/dictionaries.server";
import { requestLang } from "~/i18n/request.server";
import { useTranslation } from "~/i18n/translation";
import { throwNotFound } from "~/lib/throw-not-found.server";
import { pageMeta } from "~/lib/seo";
import { contactReader } from "~/content/contact/reader.server";

export function loader({ request, params }: Route.LoaderArgs) {
  // Unknown slugs are not pages: the same 404 as any unknown path.
  if (!isServiceSlug(params.slug)) throwNotFound(request);
  const lang = requestLang(request);
  const slug = params.slug;
  return {
    content: serviceDetailContent[slug][lang],
    // What the service includes, as the services page lists it.
    features: servicesContent[lang].offerings.items.find((item) => item.slug === slug)!.features,
    nav: dictionaries[lang].nav,
    reader: contactReader(lang),
    slug,
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { ...args.loaderData.content.meta, crumb: args.loaderData.content.intro.title });

export default function ServiceDetailRoute({ loaderData }: Route.ComponentProps) {
  const { t, href } = useTranslation();
  const { intro, sections, story, cta } = loaderData.content;
  // Booking a call about this service: the booking page offers the consultants who take it.
  const booking = `${href("/book")}?service=${loaderData.slug}`;

  return (
    <>
      <PageHero
        title={intro.title}
        subtitle={intro.subtitle}
        tone="paper"
        // What the service includes and the way to ask for it; what it did for one client is the
        // story further down, told once.
        aside={
          <HeroPanel id="service-includes" title={t.serviceCard.features}>
            <ul className="mt-4 border-b border-navy-200">
              {loaderData.features.map((feature) => (
                <li
                  key={feature}
                  className="border-t border-navy-200 py-3 leading-snug text-navy-700 first:border-t-0"
                >
                  {feature}
                </li>
              ))}
            </ul>
            <Link to={booking} className={buttonClass("primary", "mt-6")}>
              {cta.primary}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </HeroPanel>
        }
        before={
          <Breadcrumb trail={[{ to: href("/services"), label: t.nav.services }]} current={intro.title} />
        }
      />
      {sections.map((section, index) => (
        <DetailSection
          key={section.title}
          id={`section-${index + 1}`}
          section={section}
          tone={index % 2 ? "muted" : "white"}
        />
      ))}
      <Section id="story" tone={sections.length % 2 ? "muted" : "white"} title={story.title}>
        <StoryCard story={story.story} />
      </Section>
      <CtaBanner
        cta={cta}
        reader={loaderData.reader}
        primaryTo={booking}
        secondaryTo={href("/case-studies")}
      />
    </>
  );
}
