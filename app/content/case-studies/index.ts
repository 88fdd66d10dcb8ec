import type { CaseStudiesContent } from "~/content/types";
import { inEveryLanguage, story, zip } from "~/content/localize";
import en from "./en";
import es from "./es";
import fr from "./fr";
import { caseStudiesNeutral as neutral, type CaseStudiesText } from "./neutral";
import pt from "./pt";

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

export const caseStudiesContent = inEveryLanguage({ en, pt, es, fr }, compose);
