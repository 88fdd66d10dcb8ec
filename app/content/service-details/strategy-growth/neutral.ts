import type { ServiceDetailContent } from "~/content/types";
import type { Neutral } from "~/content/localize";

/** The page's sections, their technologies and the story's before and after, the same in every language. */
export const neutral = {
  slug: "strategy-growth",
  sections: [
    {
      kind: "cards",
    },
    { kind: "phases" },
    { kind: "checklist" },
    {
      kind: "metrics",
    },
  ],
  story: {
    story: {
      change: { before: { amount: 1 }, after: { amount: 3 } },
    },
  },
} as const satisfies Neutral<ServiceDetailContent>;
