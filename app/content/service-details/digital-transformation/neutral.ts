import type { ServiceDetailContent } from "~/content/types";
import type { Neutral, Translation } from "~/content/localize";

/** The page's sections, their icons and technologies, and the story's icons, the same in every language. */
export const neutral = {
  slug: "digital-transformation",
  sections: [
    {
      kind: "cards",
      items: [
        { icon: "cloud" },
        { icon: "file-text" },
        { icon: "smartphone" },
        { icon: "database" },
        { icon: "layers" },
        { icon: "users" },
      ],
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
      results: [{ icon: "bar-chart" }, { icon: "cloud" }, { icon: "rocket" }],
    },
  },
} as const satisfies Neutral<ServiceDetailContent>;

/** What each language writes of the page: the rest. */
export type Text = Translation<ServiceDetailContent, typeof neutral>;
