import type { Route } from "./+types/case-studies";
import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { StoryCard } from "~/components/sections/story-card";
import { Container } from "~/components/ui/container";
import { caseStudiesContent } from "~/content/case-studies";
import { requestLang } from "~/i18n/request.server";
import { useTranslation } from "~/i18n/translation";
import { pageMeta } from "~/lib/seo";

export function loader({ request }: Route.LoaderArgs) {
  return { content: caseStudiesContent[requestLang(request)] };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { ...args.loaderData.content.meta, kind: "CollectionPage" });

export default function CaseStudiesRoute({ loaderData }: Route.ComponentProps) {
  const { intro, stories, insights, cta } = loaderData.content;
  const { href } = useTranslation();

  return (
    <>
      <PageHero eyebrow={intro.eyebrow} title={intro.title} subtitle={intro.subtitle} />
      <section className="bg-navy-50 py-16 sm:py-20">
        <Container className="space-y-10">
          {stories.map((story) => (
            <StoryCard key={story.title} story={story} headingLevel="h2" />
          ))}
        </Container>
      </section>
      <Section id="insights" title={insights.title} intro={insights.intro}>
        <ul className="grid gap-6 md:grid-cols-3">
          {insights.items.map((item) => (
            <li key={item.title} className="rounded-2xl border border-navy-100 p-6">
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
