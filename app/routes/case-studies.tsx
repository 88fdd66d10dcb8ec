import { ArrowDown } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/case-studies";
import { CtaBanner } from "~/components/sections/cta-banner";
import { HeroPanel } from "~/components/sections/hero-panel";
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
      <PageHero
        eyebrow={intro.eyebrow}
        title={intro.title}
        subtitle={intro.subtitle}
        aside={
          // The stories at a glance: each one's headline result and sector, leading to it.
          <HeroPanel id="story-index" title={t.story.index} as="nav">
            <ul className="mt-4 divide-y divide-white/10">
              {stories.map((story) => (
                <li key={story.id}>
                  <a
                    href={`#${story.id}`}
                    className="group grid grid-cols-[5.5rem_minmax(0,1fr)_1rem] items-baseline gap-x-4 py-4 hover:text-white"
                  >
                    <span className="text-3xl font-semibold tracking-tight text-white">
                      {story.results[0]?.value}
                    </span>
                    <span className="text-sm leading-snug">
                      <span className="block text-navy-100">{story.results[0]?.label}</span>
                      <span className="mt-1 block text-xs font-semibold tracking-wide text-accent-300 uppercase">
                        {story.industry}
                      </span>
                    </span>
                    <ArrowDown
                      aria-hidden="true"
                      className="size-4 self-center text-accent-300 group-hover:text-white"
                    />
                  </a>
                </li>
              ))}
            </ul>
          </HeroPanel>
        }
      />
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
