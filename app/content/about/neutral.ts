import type { AboutContent } from "~/content/types";
import type { Neutral, Translation } from "~/content/localize";

/** The about page's icons, the same in every language. */
export const aboutNeutral = {
  values: { items: [{ icon: "lightbulb" }, { icon: "handshake" }, { icon: "award" }, { icon: "target" }] },
  expertise: {
    items: [
      { icon: "settings" },
      { icon: "cloud" },
      { icon: "brain" },
      { icon: "bar-chart" },
      { icon: "trending-up" },
      { icon: "users" },
    ],
  },
} as const satisfies Neutral<AboutContent>;

/** What each language writes of the page: the rest. */
export type AboutText = Translation<AboutContent, typeof aboutNeutral>;
