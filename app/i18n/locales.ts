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

/** Each language's name in itself, as the language switcher shows it. */
export const languageNames: Record<Lang, string> = {
  en: "English",
  pt: "Português",
  es: "Español",
  fr: "Français",
};
