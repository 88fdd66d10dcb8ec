import type { HomeContent } from "~/content/types";
import { inEveryLanguage, zip } from "~/content/localize";
import en from "./en";
import es from "./es";
import fr from "./fr";
import { homeNeutral as neutral, type HomeText } from "./neutral";
import pt from "./pt";

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

export const homeContent = inEveryLanguage({ en, pt, es, fr }, compose);
