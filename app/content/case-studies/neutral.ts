import type { CaseStudiesContent } from "~/content/types";
import type { Neutral } from "~/content/localize";

/** The stories' anchors, the services they drew on and their before and after, the same in every language. */
export const caseStudiesNeutral = {
  stories: [
    {
      id: "manufacturing",
      services: ["business-efficiency", "digital-transformation"],
      change: { before: { amount: 14 }, after: { amount: 9.8 } },
    },
    {
      id: "financial-services",
      services: ["digital-transformation", "ai-solutions"],
      change: { before: { amount: 12 }, after: { amount: 4.8 } },
    },
    {
      id: "healthcare",
      services: ["ai-solutions", "business-efficiency"],
      change: { before: { amount: 100 }, after: { amount: 60 } },
    },
  ],
} as const satisfies Neutral<CaseStudiesContent>;
