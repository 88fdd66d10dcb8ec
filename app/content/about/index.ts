import type { AboutContent } from "~/content/types";
import { cards, inEveryLanguage } from "~/content/localize";
import en from "./en";
import es from "./es";
import fr from "./fr";
import { aboutNeutral as neutral, type AboutText } from "./neutral";
import pt from "./pt";

function compose(text: AboutText): AboutContent {
  const { values, expertise } = text;
  return {
    ...text,
    values: { ...values, items: cards(neutral.values.items, values.items) },
    expertise: { ...expertise, items: cards(neutral.expertise.items, expertise.items) },
  };
}

export const aboutContent = inEveryLanguage({ en, pt, es, fr }, compose);
