import { ArrowDown } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/case-studies";
import { CtaBanner } from "~/components/sections/cta-banner";
import { Eyebrow } from "~/components/ui/eyebrow";
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
import { contactReader } from "~/content/contact/reader.server";

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  // A story's services are named as the services page names them.
  const serviceTitles = Object.fromEntries(
    servicesContent[lang].offerings.items.map((service) => [service.slug, service.title]),
  );
  return { content: caseStudiesContent[lang], serviceTitles, reader: contactReader(lang) };
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
        below={
          // The stories at a glance, side by side: each one's headline result and sector, leading to it.
          <nav aria-labelledby="story-index">
            <Eyebrow as="h2" id="story-index" inverse>
              {t.story.index}
            </Eyebrow>
            <ol className="mt-6 grid gap-x-8 gap-y-2 md:grid-cols-3">
              {stories.map((story) => (
                <li key={story.id} className="border-t border-white/20">
                  <a href={`#${story.id}`} className="group block py-5">
                    <span className="block text-xs font-semibold tracking-wide text-accent-300 uppercase">
                      {story.industry}
                    </span>
                    <span className="mt-3 flex items-baseline justify-between gap-4">
                      <span className="text-5xl font-semibold tracking-tight text-white">
                        {story.results[0]?.value}
                      </span>
                      <ArrowDown
                        aria-hidden="true"
                        className="size-5 shrink-0 text-accent-300 group-hover:text-white"
                      />
                    </span>
                    <span className="mt-2 block leading-snug text-navy-100 group-hover:text-white group-hover:underline">
                      {story.results[0]?.label}
                    </span>
                  </a>
                </li>
              ))}
            </ol>
          </nav>
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
      <CtaBanner
        cta={cta}
        reader={loaderData.reader}
        primaryTo={href("/book")}
        secondaryTo={href("/services")}
      />
    </>
  );
}
