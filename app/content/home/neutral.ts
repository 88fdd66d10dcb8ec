import type { HomeContent } from "~/content/types";
import type { Neutral } from "~/content/localize";

/** The services the home page presents and its impact figures, the same in every language. */
export const homeNeutral = {
  whatWeDo: {
    items: [{ slug: "business-efficiency" }, { slug: "digital-transformation" }, { slug: "ai-solutions" }],
  },
  impact: { stats: [{ value: "500+" }, { value: "50+" }, { value: "150+" }, { value: "15+" }] },
} as const satisfies Neutral<HomeContent>;
