import type { ServiceDetailContent } from "~/content/types";
import type { Neutral } from "~/content/localize";

/** The page's sections, their technologies and the story's before and after, the same in every language. */
export const neutral = {
  slug: "digital-transformation",
  sections: [
    {
      kind: "cards",
    },
    {
      kind: "tags",
      groups: [
        { items: ["AWS", "Azure", "Google Cloud"] },
        { items: ["Snowflake", "Databricks", "Power BI"] },
        { items: ["MuleSoft", "Apache Kafka", "Azure Logic Apps"] },
        { items: ["Microsoft 365", "Salesforce", "ServiceNow"] },
      ],
    },
    { kind: "phases" },
  ],
  story: {
    story: {
      change: { before: { amount: 9 }, after: { amount: 0.5 } },
    },
  },
} as const satisfies Neutral<ServiceDetailContent>;
