import { readPage } from "~/content/page-copy";
import type { Lang } from "~/i18n/locales";
import { caseStudiesCopy } from "./copy";
import en from "./en.yml?raw";
import es from "./es.yml?raw";
import fr from "./fr.yml?raw";
import pt from "./pt.yml?raw";

export const caseStudiesContent = readPage(caseStudiesCopy, { en, pt, es, fr });

/**
 * The stories as the home page shows them: each one's headline result, sector, size and duration,
 * taken from the case studies themselves, never a copy.
 */
export function headlineStories(lang: Lang) {
  return caseStudiesContent[lang].stories.map(({ id, industry, size, duration, results, basis }) => ({
    id,
    industry,
    size,
    duration,
    results: results.slice(0, 1),
    basis,
  }));
}
