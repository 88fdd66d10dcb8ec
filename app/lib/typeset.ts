import type { Lang } from "~/i18n/locales";

/**
 * What a person types, set as the page's language prints it: the typographic apostrophe in every
 * language; in French, the no-break spaces (before : ; ! ? and inside « », in a number's thousands,
 * before % and between a number and the word it counts) that keep a mark or a unit from starting a
 * line. For text edited as data (`content/people/*.yaml`), so that nobody has to type an invisible
 * character; typed TypeScript copy carries its own.
 */
export function typeset(text: string, lang: Lang): string {
  const set = text.replace(/(\p{L})'(?=\p{L})/gu, "$1\u2019");
  if (lang !== "fr") return set;
  return set
    .replace(/\s*([;!?])(?=\s|$)/g, "\u202f$1")
    .replace(/\s*:(?=\s|$)/g, "\u00a0:")
    .replace(/«\s*/g, "«\u00a0")
    .replace(/\s*»/g, "\u00a0»")
    .replace(/(\d) (?=\d{3}(?!\d))/g, "$1\u202f")
    .replace(/(\d) %/g, "$1\u202f%")
    .replace(/(\d) (?=\p{L})/gu, "$1\u00a0");
}
