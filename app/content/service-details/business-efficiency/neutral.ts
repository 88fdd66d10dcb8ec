import type { ServiceDetailContent } from "~/content/types";
import type { Neutral } from "~/content/localize";

/** The page's sections, their technologies and the story's before and after, the same in every language. */
export const neutral = {
  slug: "business-efficiency",
  sections: [
    {
      kind: "cards",
    },
    {
      kind: "cards",
    },
    { kind: "tags" },
    {
      kind: "metrics",
    },
    { kind: "phases" },
  ],
  story: {
    story: {
      change: { before: { amount: 20 }, after: { amount: 10 } },
    },
  },
} as const satisfies Neutral<ServiceDetailContent>;
