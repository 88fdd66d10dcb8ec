import type { Route } from "./+types/services.$slug";
import { Breadcrumb } from "~/components/sections/breadcrumb";
import { CtaBanner } from "~/components/sections/cta-banner";
import { DetailSection } from "~/components/sections/detail-section";
import { FeaturedResult } from "~/components/sections/featured-result";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { StoryCard } from "~/components/sections/story-card";
import { serviceDetailContent } from "~/content/service-details";
import { isServiceSlug } from "~/content/service-slugs";
import { dictionaries } from "~/content/dictionaries.server";
import { requestLang } from "~/i18n/request.server";
import { useTranslation } from "~/i18n/translation";
import { throwNotFound } from "~/lib/not-found.server";
import { pageMeta } from "~/lib/seo";
import { contactReader } from "~/content/contact/reader.server";

export function loader({ request, params }: Route.LoaderArgs) {
  // Unknown slugs are not pages: the same 404 as any unknown path.
  if (!isServiceSlug(params.slug)) throwNotFound(request);
  const lang = requestLang(request);
  return {
    content: serviceDetailContent[params.slug][lang],
    nav: dictionaries[lang].nav,
    reader: contactReader(lang),
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { ...args.loaderData.content.meta, crumb: args.loaderData.content.intro.title });

export default function ServiceDetailRoute({ loaderData }: Route.ComponentProps) {
  const { t, href } = useTranslation();
  const { intro, sections, story, cta } = loaderData.content;

  return (
    <>
      <PageHero
        title={intro.title}
        subtitle={intro.subtitle}
        tone="paper"
        // What this service has done for one client, and the way down to the story.
        aside={<FeaturedResult story={story.story} to="#story" />}
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
        primaryTo={href("/contact")}
        secondaryTo={href("/case-studies")}
      />
    </>
  );
}
