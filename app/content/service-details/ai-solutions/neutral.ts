import type { ServiceDetailContent } from "~/content/types";
import type { Neutral, Translation } from "~/content/localize";

/** The page's sections, their icons and technologies, and the story's icons, the same in every language. */
export const neutral = {
  slug: "ai-solutions",
  sections: [
    {
      kind: "cards",
      items: [
        { icon: "line-chart" },
        { icon: "message-square" },
        { icon: "search" },
        { icon: "bot" },
        { icon: "sparkles" },
        { icon: "shield" },
      ],
    },
    {
      kind: "tags",
      groups: [
        { items: ["Python", "TensorFlow", "PyTorch", "scikit-learn"] },
        { items: ["Azure OpenAI", "Amazon SageMaker", "Google Vertex AI"] },
        { items: ["Databricks", "MLflow", "Kubernetes"] },
      ],
    },
    { kind: "phases" },
    {
      kind: "metrics",
      items: [{ icon: "piggy-bank" }, { icon: "clock" }, { icon: "target" }, { icon: "message-square" }],
    },
  ],
  story: {
    story: {
      change: { before: { amount: 100 }, after: { amount: 58 } },
      results: [{ icon: "shield-check" }, { icon: "check-circle" }, { icon: "zap" }],
    },
  },
} as const satisfies Neutral<ServiceDetailContent>;

/** What each language writes of the page: the rest. */
export type Text = Translation<ServiceDetailContent, typeof neutral>;
