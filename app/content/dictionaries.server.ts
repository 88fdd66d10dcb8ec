import { site } from "~/config/site";
import type { Lang } from "~/i18n/locales";
import en, { type Messages } from "~/i18n/messages/en";
import es from "~/i18n/messages/es";
import fr from "~/i18n/messages/fr";
import pt from "~/i18n/messages/pt";

/**
 * The firm's names and address come from `config/site.ts`: copy says `{firm}` ("Innova Consulting"),
 * `{firmShort}` ("Innova") and `{firmEmail}`, never the values themselves, so a business adopting the
 * site changes one file.
 */
const firmNames: Record<string, string> = {
  firm: site.name,
  firmShort: site.shortName,
  firmEmail: site.email,
};

/** `value` (a string, or any nesting of arrays and objects of strings) with the firm's names filled in. */
export function withFirmNames<T>(value: T): T {
  if (typeof value === "string") {
    return value.replace(/\{(firm|firmShort|firmEmail)\}/g, (_, key: string) => firmNames[key]!) as T;
  }
  if (Array.isArray(value)) return value.map(withFirmNames) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, withFirmNames(entry)])) as T;
  }
  return value;
}

/** Every dictionary. Server-only: a page receives just its own language's through the root loader. */
export const dictionaries: Record<Lang, Messages> = {
  en: withFirmNames(en),
  pt: withFirmNames(pt),
  es: withFirmNames(es),
  fr: withFirmNames(fr),
};
