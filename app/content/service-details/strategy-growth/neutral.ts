import type { ServiceDetailContent } from "~/content/types";
import type { Neutral, Translation } from "~/content/localize";

/** The page's sections, their icons and technologies, and the story's icons, the same in every language. */
export const neutral = {
  slug: "strategy-growth",
  sections: [
    {
      kind: "cards",
      items: [{ icon: "compass" }, { icon: "globe" }, { icon: "handshake" }, { icon: "target" }],
    },
    { kind: "phases" },
    { kind: "checklist" },
    {
      kind: "metrics",
      items: [{ icon: "trending-up" }, { icon: "percent" }, { icon: "target" }, { icon: "globe" }],
    },
  ],
  story: {
    story: {
      change: { before: { amount: 1 }, after: { amount: 3 } },
      results: [{ icon: "globe" }, { icon: "trending-up" }, { icon: "dollar-sign" }],
    },
  },
} as const satisfies Neutral<ServiceDetailContent>;

/** What each language writes of the page: the rest. */
export type Text = Translation<ServiceDetailContent, typeof neutral>;
