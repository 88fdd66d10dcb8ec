import type { HomeContent } from "~/content/types";
import type { Neutral, Translation } from "~/content/localize";

/** The home page's icons and impact figures, the same in every language. */
export const homeNeutral = {
  whatWeDo: { items: [{ icon: "gauge" }, { icon: "layers" }, { icon: "brain" }] },
  impact: { stats: [{ value: "500+" }, { value: "50+" }, { value: "150+" }, { value: "15+" }] },
  whyChoose: { reasons: [{ icon: "workflow" }, { icon: "users" }, { icon: "rocket" }] },
} as const satisfies Neutral<HomeContent>;

/** What each language writes of the page: the rest. */
export type HomeText = Translation<HomeContent, typeof homeNeutral>;
