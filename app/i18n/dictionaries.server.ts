import { site } from "~/config/site";
import type { Lang } from "./locales";
import en, { type Messages } from "./messages/en";
import es from "./messages/es";
import fr from "./messages/fr";
import pt from "./messages/pt";

/**
 * The firm's names come from `config/site.ts`: the dictionaries say `{firm}` ("Innova Consulting")
 * and `{firmShort}` ("Innova"), never the name itself, so a business adopting the site changes one file.
 */
const firmNames: Record<string, string> = { firm: site.name, firmShort: site.shortName };

function withFirmNames<T>(value: T): T {
  if (typeof value === "string") {
    return value.replace(/\{(firm|firmShort)\}/g, (_, key: string) => firmNames[key]!) as T;
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
