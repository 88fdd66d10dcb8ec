import { caseStudiesText, type CaseStudiesContent, type CaseStudiesText } from "~/content/types";
import { story, zip } from "~/content/localize";
import { pageCopy } from "~/content/page-copy";
import { caseStudiesNeutral as neutral } from "./neutral";

function compose(text: CaseStudiesText): CaseStudiesContent {
  return {
    ...text,
    stories: zip(neutral.stories, text.stories).map(([given, words]) => ({
      id: given.id,
      size: words.size,
      duration: words.duration,
      services: [...given.services],
      ...story(given, words),
    })),
  };
}

/** The case studies page: its words in `<lang>.yml`, the stories' anchors, services and amounts in `neutral.ts`. */
export const caseStudiesCopy = pageCopy({
  dir: "app/content/case-studies",
  schema: caseStudiesText,
  compose,
});
