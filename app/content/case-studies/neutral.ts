import type { CaseStudiesContent } from "~/content/types";
import type { Neutral, Translation } from "~/content/localize";

/** The stories' result icons, the same in every language. */
export const caseStudiesNeutral = {
  stories: [
    {
      results: [{ icon: "piggy-bank" }, { icon: "dollar-sign" }, { icon: "gauge" }],
    },
    {
      results: [{ icon: "clock" }, { icon: "percent" }, { icon: "trending-up" }],
    },
    {
      results: [{ icon: "calendar" }, { icon: "heart-pulse" }, { icon: "file-text" }],
    },
  ],
} as const satisfies Neutral<CaseStudiesContent>;

/** What each language writes of the page: the rest. */
export type CaseStudiesText = Translation<CaseStudiesContent, typeof caseStudiesNeutral>;
