import type { z } from "zod";
import { servedRegions, site, type ServiceArea, type ServiceRegion } from "~/config/site";
import { localeTags, type Lang } from "~/i18n/locales";

/** The placeholder that a page's copy writes where it says where the firm works. */
export const serviceAreaPlaceholder = "{serviceArea}";

/**
 * Each region as a language says where the firm's clients are, after "mid-size companies": the
 * words are joined as the language joins a list ("across the Americas and in Europe", "des
 * Amériques et d’Europe").
 */
const regionWords: Record<Lang, Record<ServiceRegion, string>> = {
  en: { americas: "across the Americas", europe: "in Europe" },
  pt: { americas: "nas Américas", europe: "na Europa" },
  es: { americas: "del continente americano", europe: "de Europa" },
  fr: { americas: "des Amériques", europe: "d’Europe" },
};

/** Where the firm works, in `lang`, from the one declaration of `config/site.ts`. */
export function serviceAreaWords(lang: Lang, area: ServiceArea = site.serviceArea): string {
  const regions = servedRegions(area).map((region) => regionWords[lang][region]);
  return new Intl.ListFormat(localeTags[lang].bcp47, { type: "conjunction" }).format(regions);
}

/** `text` with its `{serviceArea}` written out in `lang`. */
export function fillServiceArea(text: string, lang: Lang, area: ServiceArea = site.serviceArea): string {
  return text.replace(serviceAreaPlaceholder, serviceAreaWords(lang, area));
}

/**
 * A text that says where the firm works: it must write `{serviceArea}` once, which the site fills
 * from `config/site.ts`, so that the page and the privacy notice name the same places.
 */
export const statesServiceArea = (text: z.ZodString) =>
  text.refine(
    (value) => value.split(serviceAreaPlaceholder).length === 2,
    `must say where the firm works with ${serviceAreaPlaceholder}, once: the site writes the regions of config/site.ts there`,
  );
