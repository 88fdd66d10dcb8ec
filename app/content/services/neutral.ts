import type { ServicesContent } from "~/content/types";
import type { Neutral, Translation } from "~/content/localize";

/** Each offering's page and icon, the same in every language. */
export const servicesNeutral = {
  offerings: {
    items: [
      { slug: "business-efficiency", icon: "gauge" },
      { slug: "digital-transformation", icon: "cloud" },
      { slug: "ai-solutions", icon: "brain" },
      { slug: "strategy-growth", icon: "trending-up" },
    ],
  },
} as const satisfies Neutral<ServicesContent>;

/** What each language writes of the page: the rest. */
export type ServicesText = Translation<ServicesContent, typeof servicesNeutral>;
