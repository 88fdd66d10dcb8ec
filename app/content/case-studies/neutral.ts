import type { CaseStudiesContent } from "~/content/types";
import type { Neutral, Translation } from "~/content/localize";

/** The stories' result icons and the names of the people quoted, the same in every language. */
export const caseStudiesNeutral = {
  stories: [
    {
      results: [{ icon: "piggy-bank" }, { icon: "dollar-sign" }, { icon: "gauge" }],
      quote: { author: "Daniel Whitaker" },
    },
    {
      results: [{ icon: "clock" }, { icon: "percent" }, { icon: "trending-up" }],
      quote: { author: "Fernanda Ribeiro" },
    },
    {
      results: [{ icon: "calendar" }, { icon: "heart-pulse" }, { icon: "file-text" }],
      quote: { author: "Laura Mitchell" },
    },
  ],
} as const satisfies Neutral<CaseStudiesContent>;

/** What each language writes of the page: the rest. */
export type CaseStudiesText = Translation<CaseStudiesContent, typeof caseStudiesNeutral>;
