import { homeText, type HomeContent, type HomeText } from "~/content/types";
import { zip } from "~/content/localize";
import { pageCopy } from "~/content/page-copy";
import { fillServiceArea } from "~/content/service-area";
import type { Lang } from "~/i18n/locales";
import { homeNeutral as neutral } from "./neutral";

function compose(text: HomeText, lang: Lang): HomeContent {
  const { whatWeDo, impact } = text;
  return {
    ...text,
    whatWeDo: {
      ...whatWeDo,
      items: zip(neutral.whatWeDo.items, whatWeDo.items).map(([given, card]) => ({ ...given, ...card })),
    },
    impact: {
      ...impact,
      intro: fillServiceArea(impact.intro, lang),
      stats: zip(neutral.impact.stats, impact.stats).map(([given, stat]) => ({ ...given, ...stat })),
    },
  };
}

/**
 * The home page: its words in `<lang>.yml`, its services and figures in `neutral.ts`, where the
 * firm works from `config/site.ts` (`{serviceArea}`).
 */
export const homeCopy = pageCopy({ dir: "app/content/home", schema: homeText, compose });
