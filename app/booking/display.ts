import { timeZoneChoices } from "~/content/time-zones";
import type { Lang } from "~/i18n/locales";
import { dateFormat, formatWithFirst } from "~/lib/dates";
import { wallClock } from "./zoned";

/**
 * How the booking page and its emails write times, in the server and the browser alike: from
 * `Intl`, in the page's language and the zone the times are read in.
 */

/** A slot's start on `zone`'s clocks: "3:00 PM", "15:00", "3:00 p.m.". */
export function formatTime(start: string, zone: string, lang: Lang): string {
  return dateFormat(lang, { hour: "numeric", minute: "2-digit", timeZone: zone }).format(new Date(start));
}

/**
 * A calendar day (`2027-01-12`) as a day of the strip: "Tuesday, January 12", "terça-feira, 12 de
 * janeiro". The first of the month is written as `formatDate` writes it ("1er", "1º"); French keeps
 * the day on one line.
 */
export function formatDay(date: string, lang: Lang): string {
  const format = dateFormat(lang, {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  const written = formatWithFirst(format, new Date(`${date}T12:00:00Z`), lang);
  return lang === "fr" ? written.replace(/ /g, "\u00a0") : written;
}

/**
 * A calendar day as the picker's strip of days names it: "Tue, Jan 12", "ter., 12 de jan.", the
 * first of the month as `formatDate` writes it ("1er", "1º").
 */
export function formatShortDay(date: string, lang: Lang): string {
  const format = dateFormat(lang, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
  return formatWithFirst(format, new Date(`${date}T12:00:00Z`), lang);
}

/** The city a zone is named after: the picker's name in `lang`, or the IANA id's last part. */
export function zoneCity(zone: string, lang: Lang): string {
  const city = timeZoneChoices.find((choice) => choice.id === zone)?.city;
  if (city) return typeof city === "string" ? city : city[lang];
  return zone.split("/").at(-1)!.replace(/_/g, " ");
}

/** "São Paulo (GMT−3)", "Lisbonne (UTC+1)": the zone's city and its offset at `at`, with a true minus. */
export function zoneLabel(zone: string, lang: Lang, at: Date): string {
  const offset = dateFormat(lang, { timeZone: zone, timeZoneName: "shortOffset" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")!.value;
  return `${zoneCity(zone, lang)} (${offset.replace("-", "\u2212")})`;
}

/** Slots grouped by their day on `zone`'s clocks, in time order. */
export function groupByDay<T extends { start: string }>(
  slots: readonly T[],
  zone: string,
): { date: string; slots: T[] }[] {
  const days: { date: string; slots: T[] }[] = [];
  for (const slot of [...slots].sort((a, b) => a.start.localeCompare(b.start))) {
    const { date } = wallClock(Date.parse(slot.start), zone);
    if (days.at(-1)?.date === date) days.at(-1)!.slots.push(slot);
    else days.push({ date, slots: [slot] });
  }
  return days;
}
