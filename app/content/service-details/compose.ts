import {
  serviceDetailText,
  type DetailSection,
  type DetailSectionText,
  type ServiceDetailContent,
  type ServiceDetailText,
  type ServiceSlug,
} from "~/content/types";
import { story, zip, type StoryBase } from "~/content/localize";
import { pageCopy } from "~/content/page-copy";

/** What a section is the same in every language: its kind and its technologies. */
interface SectionBase {
  kind: DetailSection["kind"];
  groups?: readonly { items: readonly string[] }[];
}

interface ServiceDetailBase {
  slug: ServiceSlug;
  sections: readonly SectionBase[];
  story: { story: StoryBase };
}

function section(base: SectionBase, text: DetailSectionText, index: number): DetailSection {
  // The page's layout is the neutral file's: a language cannot turn a list of cards into figures.
  if (text.kind !== base.kind)
    throw new Error(`invalid "sections.${index}.kind": must be "${base.kind}", the page's layout`);
  if (text.kind !== "tags") return text;
  const given = base.groups ?? text.groups.map(() => undefined);
  return {
    ...text,
    groups: zip(given, text.groups).map(([group, words]) => ({
      ...words,
      items: [...(group?.items ?? words.items ?? [])],
    })),
  };
}

/** A service page from what is the same in every language and one language's words. */
function serviceDetail(base: ServiceDetailBase, text: ServiceDetailText): ServiceDetailContent {
  return {
    slug: base.slug,
    ...text,
    sections: zip(base.sections, text.sections).map(([given, words], index) => section(given, words, index)),
    story: { ...text.story, story: story(base.story.story, text.story.story) },
  };
}

/** A service's page: its words in `<lang>.yml`, its layout, technologies and figures in `neutral.ts`. */
export const serviceDetailCopy = (base: ServiceDetailBase) =>
  pageCopy({
    dir: `app/content/service-details/${base.slug}`,
    schema: serviceDetailText,
    compose: (text: ServiceDetailText) => serviceDetail(base, text),
  });
