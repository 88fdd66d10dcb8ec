import type { ServicesContent } from "~/content/types";
import type { Neutral } from "~/content/localize";

/** Each offering's page, the same in every language. */
export const servicesNeutral = {
  offerings: {
    items: [
      { slug: "business-efficiency" },
      { slug: "digital-transformation" },
      { slug: "ai-solutions" },
      { slug: "strategy-growth" },
    ],
  },
} as const satisfies Neutral<ServicesContent>;
