import { localeTags, type Lang } from "~/i18n/locales";

/**
 * An ISO date (`2025-01-15`) written out for the page's language: "January 15, 2025",
 * "15 de janeiro de 2025". Always in UTC, so a reader's time zone never moves the day. French keeps
 * a date on one line, with no-break spaces ("15 janvier 2025"), and writes the first of the month as
 * an ordinal ("1er mars 2025"), as its typography wants.
 */
export function formatDate(isoDate: string, lang: Lang): string {
  const written = new Intl.DateTimeFormat(localeTags[lang].bcp47, {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));
  return lang === "fr" ? written.replace(/^1(?= )/, "1er").replace(/ /g, "\u00a0") : written;
}
