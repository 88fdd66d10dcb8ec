import type { HomeContent } from "~/content/types";
import type { Neutral, Translation } from "~/content/localize";

/** The services the home page presents and its impact figures, the same in every language. */
export const homeNeutral = {
  whatWeDo: {
    items: [{ slug: "business-efficiency" }, { slug: "digital-transformation" }, { slug: "ai-solutions" }],
  },
  impact: { stats: [{ value: "500+" }, { value: "50+" }, { value: "150+" }, { value: "15+" }] },
} as const satisfies Neutral<HomeContent>;

/** What each language writes of the page: the rest. */
export type HomeText = Translation<HomeContent, typeof homeNeutral>;
