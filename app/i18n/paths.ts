import { defaultLang, isLang, type Lang } from "./locales";

/**
 * Splits a pathname into its language and the language-neutral path.
 * `/pt/about` → pt, `/about`; `/fr` → fr, `/`; `/about` and `/de/about` → en, unchanged.
 */
export function splitLangPath(pathname: string): { lang: Lang; path: string } {
  const [, first = "", ...rest] = pathname.split("/");
  if (first !== defaultLang && isLang(first)) {
    return { lang: first, path: `/${rest.join("/")}` };
  }
  return { lang: defaultLang, path: pathname || "/" };
}

export function languageFromPath(pathname: string): Lang {
  return splitLangPath(pathname).lang;
}

/** Puts a language-neutral path (`/about`, `/`) under the language's prefix. English has none. */
export function localizePath(path: string, lang: Lang): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (lang === defaultLang) return clean;
  return clean === "/" ? `/${lang}` : `/${lang}${clean}`;
}

/** The same page in another language: `/pt/about` → `/fr/about`. */
export function switchLanguagePath(pathname: string, lang: Lang): string {
  return localizePath(splitLangPath(pathname).path, lang);
}

/** Where the visitor's browser keeps the chosen language. */
export const preferenceKey = "preferred-language";
