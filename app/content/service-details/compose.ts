import type { DetailSection, ServiceDetailContent, ServiceSlug } from "~/content/types";
import { story, zip, type StoryBase, type StoryText } from "~/content/localize";

/** What a section is the same in every language: its kind and its technologies. */
interface SectionBase {
  kind: DetailSection["kind"];
  groups?: readonly { items: readonly string[] }[];
}

interface SectionText {
  title: string;
  intro?: string;
  items?: readonly unknown[];
  groups?: readonly { label: string; items?: readonly string[] }[];
}

interface ServiceDetailBase {
  slug: ServiceSlug;
  sections: readonly SectionBase[];
  story: { story: StoryBase };
}

type ServiceDetailText = Omit<ServiceDetailContent, "slug" | "sections" | "story"> & {
  sections: readonly SectionText[];
  story: { title: string; story: StoryText };
};

function section(base: SectionBase, text: SectionText): DetailSection {
  // The page's `Text` type pairs each section's words with its kind; here they meet again.
  const merged = { kind: base.kind, ...text } as DetailSection;
  if (merged.kind === "tags" && base.groups) {
    merged.groups = zip(base.groups, merged.groups).map(([given, group]) => ({
      ...group,
      items: [...given.items],
    }));
  }
  return merged;
}

/** A service page from what is the same in every language and one language's words. */
export function serviceDetail(base: ServiceDetailBase, text: ServiceDetailText): ServiceDetailContent {
  return {
    slug: base.slug,
    ...text,
    sections: zip(base.sections, text.sections).map(([given, words]) => section(given, words)),
    story: { ...text.story, story: story(base.story.story, text.story.story) },
  };
}
