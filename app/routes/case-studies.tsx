import { ArrowDown } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/case-studies";
import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { StoryCard } from "~/components/sections/story-card";
import { Container } from "~/components/ui/container";
import { balancedColumns } from "~/components/ui/grid";
import { caseStudiesContent } from "~/content/case-studies";
import { servicesContent } from "~/content/services";
import { requestLang } from "~/i18n/request.server";
import { useTranslation } from "~/i18n/translation";
import { pageMeta } from "~/lib/seo";

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  // A story's services are named as the services page names them.
  const serviceTitles = Object.fromEntries(
    servicesContent[lang].offerings.items.map((service) => [service.slug, service.title]),
  );
  return { content: caseStudiesContent[lang], serviceTitles };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { ...args.loaderData.content.meta, kind: "CollectionPage" });

export default function CaseStudiesRoute({ loaderData }: Route.ComponentProps) {
  const { content, serviceTitles } = loaderData;
  const { intro, stories, insights, cta } = content;
  const { t, href } = useTranslation();

  return (
    <>
      <PageHero eyebrow={intro.eyebrow} title={intro.title} subtitle={intro.subtitle} />
      {/* The stories at a glance: each one's sector, title and headline result, leading to it. */}
      <nav aria-label={t.story.index} className="border-b border-navy-100 bg-white">
        <Container className="py-8">
          <ul className={balancedColumns(stories.length)}>
            {stories.map((story) => (
              // Each card spans three rows of the list (sector and title, figure, label), shared
              // with the cards beside it: the figures line up whatever wraps above or below them.
              <li key={story.id} className="row-span-3 grid grid-rows-subgrid gap-y-3">
                <a
                  href={`#${story.id}`}
                  className="group row-span-3 grid grid-rows-subgrid gap-y-3 rounded-2xl border border-navy-100 p-5 hover:border-navy-300 hover:bg-navy-50"
                >
                  <span>
                    <span className="block text-xs font-semibold tracking-wide text-accent-700 uppercase">
                      {story.industry}
                    </span>
                    <span className="mt-2 block font-semibold text-navy-900">{story.title}</span>
                  </span>
                  <span className="self-end text-2xl font-semibold tracking-tight text-navy-900">
                    {story.results[0]?.value}
                  </span>
                  <span className="flex items-start justify-between gap-3 text-sm text-navy-600">
                    {story.results[0]?.label}
                    <ArrowDown aria-hidden="true" className="size-4 shrink-0 text-accent-700" />
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </Container>
      </nav>
      {stories.map((story, index) => (
        <section
          key={story.id}
          id={story.id}
          aria-labelledby={`${story.id}-title`}
          className={`scroll-mt-20 py-16 sm:py-20 ${index % 2 ? "bg-navy-50" : "bg-white"}`}
        >
          <Container>
            <StoryCard
              story={story}
              id={story.id}
              headingLevel="h2"
              facts={[
                { label: t.story.sector, value: story.industry },
                { label: t.story.size, value: story.size },
                { label: t.story.duration, value: story.duration },
                {
                  label: t.story.services,
                  value: (
                    <ul className="space-y-1">
                      {story.services.map((slug) => (
                        <li key={slug}>
                          <Link
                            to={href(`/services/${slug}`)}
                            className="text-accent-700 underline underline-offset-4 hover:text-accent-800"
                          >
                            {serviceTitles[slug]}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ),
                },
              ]}
            />
          </Container>
        </section>
      ))}
      <Section
        id="insights"
        tone={stories.length % 2 ? "muted" : "white"}
        title={insights.title}
        intro={insights.intro}
      >
        <ul className={balancedColumns(insights.items.length)}>
          {insights.items.map((item) => (
            <li key={item.title} className="border-t-2 border-navy-900 pt-5">
              <p className="text-xs font-semibold tracking-wide text-accent-700 uppercase">{item.tag}</p>
              <h3 className="mt-3 text-lg font-semibold text-navy-900">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-navy-600">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner cta={cta} primaryTo={href("/contact")} secondaryTo={href("/services")} />
    </>
  );
}
