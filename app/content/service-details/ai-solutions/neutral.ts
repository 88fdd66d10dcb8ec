import type { ServiceDetailContent } from "~/content/types";
import type { Neutral } from "~/content/localize";

/** The page's sections, their technologies and the story's before and after, the same in every language. */
export const neutral = {
  slug: "ai-solutions",
  sections: [
    {
      kind: "cards",
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
    },
  ],
  story: {
    story: {
      change: { before: { amount: 100 }, after: { amount: 58 } },
    },
  },
} as const satisfies Neutral<ServiceDetailContent>;
