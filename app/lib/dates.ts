import { localeTags, type Lang } from "~/i18n/locales";

const formatters = new Map<string, Intl.DateTimeFormat>();
/**
 * `lang`'s `Intl.DateTimeFormat` for `options`. One is slow to make (the booking page writes three
 * weeks of times, twice each, and its picker a day of them on a phone's first second) and quick to
 * use: one is made per language and form, and kept.
 */
export function dateFormat(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(localeTags[lang].bcp47, options)));
  return format;
}

/** How a language writes the first of the month in a date: "1er décembre", "1º de dezembro". */
const firstOfMonth: Partial<Record<Lang, string>> = { fr: "1er", pt: "1º" };

/**
 * `format`'s text for `at`, the first of the month written as `lang` writes it ("1er décembre",
 * "1º de dezembro"); the other languages' text as `format` gives it.
 */
export function formatWithFirst(format: Intl.DateTimeFormat, at: Date, lang: Lang): string {
  if (!firstOfMonth[lang]) return format.format(at);
  return format
    .formatToParts(at)
    .map((part) => partText(part, lang))
    .join("");
}

/** A part of a written date as `lang` writes it: the first of the month as its ordinal, if it has one. */
const partText = (part: Intl.DateTimeFormatPart, lang: Lang) =>
  part.type === "day" && part.value === "1" ? (firstOfMonth[lang] ?? part.value) : part.value;

/** A day in full, in UTC: "January 15, 2025", "15 de janeiro de 2025". */
const longDate = (lang: Lang) =>
  dateFormat(lang, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/**
 * An ISO date (`2025-01-15`) written out for the page's language: "January 15, 2025",
 * "15 de janeiro de 2025". Always in UTC, so a reader's time zone never moves the day. French keeps
 * a date on one line, with no-break spaces ("15 janvier 2025"); French and Brazilian Portuguese write
 * the first of the month as an ordinal ("1er mars 2025", "1º de março de 2025").
 */
export function formatDate(isoDate: string, lang: Lang): string {
  const written = formatWithFirst(longDate(lang), new Date(`${isoDate}T00:00:00Z`), lang);
  return lang === "fr" ? written.replace(/ /g, "\u00a0") : written;
}

/**
 * The two ends of a range of ISO dates as `lang` writes them around its own word between them
 * ("{since} to {until}"): what both ends share is written once (`Intl.DateTimeFormat#formatRange`),
 * so `en` gives "November 23" and "29, 2026", `fr` "23" and "29 novembre 2026" ("Du 23 au 29
 * novembre 2026"). The first of the month is written as `formatDate` writes it ("1er", "1º"), and
 * French keeps each end on one line. The same day twice gives that day at both ends.
 */
export function dateRangeEnds(since: string, until: string, lang: Lang): { since: string; until: string } {
  const parts = longDate(lang).formatRangeToParts(
    new Date(`${since}T00:00:00Z`),
    new Date(`${until}T00:00:00Z`),
  );
  const written = parts.map((part) => partText(part, lang));
  // The separator is the shared text just before the end's first part.
  const end = parts.findIndex((part) => part.source === "endRange");
  const separator = end === -1 ? -1 : end - 1;
  const ends =
    separator === -1 || parts[separator]!.source !== "shared"
      ? [written.join(""), written.join("")]
      : [written.slice(0, separator).join(""), written.slice(separator + 1).join("")];
  const [first, last] = ends.map((text) => (lang === "fr" ? text.replace(/ /g, "\u00a0") : text));
  return { since: first!, until: last! };
}

/**
 * A moment in UTC, its day in full and its time: "Tuesday, December 1, 2026 at 2:00 PM", "mardi
 * 1er décembre 2026 à 14 h 30", "terça-feira, 1º de dezembro de 2026 às 14h30". French and
 * Brazilian Portuguese write the hour with "h", as their typography and style guides do, and the
 * first of the month as an ordinal; French keeps the date and the time each on one line.
 */
export function formatDateTime(at: Date, lang: Lang): string {
  const written = dateFormat(lang, { dateStyle: "full", timeStyle: "short", timeZone: "UTC" });
  // `format`, not the parts: V8 writes an ordinary space before "PM" there, as every other email does.
  if (lang !== "fr" && lang !== "pt") return written.format(at);
  const parts = written.formatToParts(at);
  const minute = parts.find((part) => part.type === "minute")!.value;
  const space = lang === "fr" ? "\u00a0" : "";
  const hour = (value: string) => `${value}${space}h${minute === "00" ? "" : `${space}${minute}`}`;
  const timeAt = parts.findIndex((part) => part.type === "hour");
  return parts
    .map((part, index) => {
      if (part.type === "day") return partText(part, lang);
      if (part.type === "hour") return hour(String(Number(part.value)));
      if (index > timeAt) return "";
      // French keeps the date on one line, not the words that lead to its time (" à ").
      return lang === "fr" && index < timeAt - 1 ? part.value.replace(/ /g, "\u00a0") : part.value;
    })
    .join("");
}
