import { homeText, type HomeContent, type HomeText } from "~/content/types";
import { zip } from "~/content/localize";
import { pageCopy } from "~/content/page-copy";
import { homeNeutral as neutral } from "./neutral";

function compose(text: HomeText): HomeContent {
  const { whatWeDo, impact } = text;
  return {
    ...text,
    whatWeDo: {
      ...whatWeDo,
      items: zip(neutral.whatWeDo.items, whatWeDo.items).map(([given, card]) => ({ ...given, ...card })),
    },
    impact: {
      ...impact,
      stats: zip(neutral.impact.stats, impact.stats).map(([given, stat]) => ({ ...given, ...stat })),
    },
  };
}

/** The home page: its words in `<lang>.yml`, its services and figures in `neutral.ts`. */
export const homeCopy = pageCopy({ dir: "app/content/home", schema: homeText, compose });
