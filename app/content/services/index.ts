import type { ServicesContent } from "~/content/types";
import { inEveryLanguage, zip } from "~/content/localize";
import en from "./en";
import es from "./es";
import fr from "./fr";
import { servicesNeutral as neutral, type ServicesText } from "./neutral";
import pt from "./pt";

function compose(text: ServicesText): ServicesContent {
  const { offerings } = text;
  const items = zip(neutral.offerings.items, offerings.items).map(([given, item]) => ({ ...given, ...item }));
  return { ...text, offerings: { ...offerings, items } };
}

export const servicesContent = inEveryLanguage({ en, pt, es, fr }, compose);
