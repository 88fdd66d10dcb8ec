import type { ServiceDetailContent } from "~/content/types";
import type { Neutral, Translation } from "~/content/localize";

/** The page's sections, their icons and technologies, and the story's icons, the same in every language. */
export const neutral = {
  slug: "business-efficiency",
  sections: [
    {
      kind: "cards",
      items: [{ icon: "piggy-bank" }, { icon: "zap" }, { icon: "shield-check" }, { icon: "users" }],
    },
    {
      kind: "cards",
      items: [{ icon: "target" }, { icon: "search" }, { icon: "workflow" }, { icon: "refresh" }],
    },
    { kind: "tags" },
    {
      kind: "metrics",
      items: [{ icon: "piggy-bank" }, { icon: "clock" }, { icon: "check-circle" }, { icon: "award" }],
    },
    { kind: "phases" },
  ],
  story: {
    story: {
      change: { before: { amount: 20 }, after: { amount: 10 } },
      results: [{ icon: "clock" }, { icon: "piggy-bank" }, { icon: "check-circle" }],
    },
  },
} as const satisfies Neutral<ServiceDetailContent>;

/** What each language writes of the page: the rest. */
export type Text = Translation<ServiceDetailContent, typeof neutral>;
