import type { HomeContent } from "~/content/types";
import { cards, inEveryLanguage, zip } from "~/content/localize";
import en from "./en";
import es from "./es";
import fr from "./fr";
import { homeNeutral as neutral, type HomeText } from "./neutral";
import pt from "./pt";

function compose(text: HomeText): HomeContent {
  const { whatWeDo, impact, whyChoose } = text;
  return {
    ...text,
    whatWeDo: { ...whatWeDo, items: cards(neutral.whatWeDo.items, whatWeDo.items) },
    impact: {
      ...impact,
      stats: zip(neutral.impact.stats, impact.stats).map(([given, stat]) => ({ ...given, ...stat })),
    },
    whyChoose: { ...whyChoose, reasons: cards(neutral.whyChoose.reasons, whyChoose.reasons) },
  };
}

export const homeContent = inEveryLanguage({ en, pt, es, fr }, compose);
