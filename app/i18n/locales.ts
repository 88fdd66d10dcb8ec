/** The site's languages. English is the default and has no path prefix. */
export const languages = ["en", "pt", "es", "fr"] as const;

export type Lang = (typeof languages)[number];

export const defaultLang: Lang = "en";

/** The languages that live under a path prefix (`/pt`, `/es`, `/fr`). */
export const prefixedLanguages = languages.filter((lang) => lang !== defaultLang);

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** BCP 47 tags for dates, numbers and `og:locale`. */
export const localeTags: Record<Lang, { bcp47: string; og: string }> = {
  en: { bcp47: "en-US", og: "en_US" },
  pt: { bcp47: "pt-BR", og: "pt_BR" },
  es: { bcp47: "es-419", og: "es_LA" },
  fr: { bcp47: "fr-FR", og: "fr_FR" },
};

/**
 * The language each page declares (`<html lang>`, each language's name in the switcher): Brazilian
 * Portuguese and Latin American Spanish as such, as the emails do, so that a screen reader picks the
 * right voice; English and French as the language alone. The path keeps the short code (`/pt/`).
 */
export const htmlLang: Record<Lang, string> = { en: "en", pt: "pt-BR", es: "es-419", fr: "fr" };

/**
 * Each language's `hreflang`: the page alternates, the sitemap, the links to the page in another
 * language. Search engines read a language with, at most, an ISO 3166 country: Google does not take
 * a region such as 419 there, so the Spanish pages, written for every Spanish reader, say `es`.
 */
export const hreflangs: Record<Lang, string> = { en: "en", pt: "pt-BR", es: "es", fr: "fr" };

/** Each language's name in itself, as the language switcher shows it. */
export const languageNames: Record<Lang, string> = {
  en: "English",
  pt: "Português",
  es: "Español",
  fr: "Français",
};
