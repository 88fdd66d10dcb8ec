import { preferenceKey, prefixedLanguages } from "./contract";
import { local, read } from "./storage";

/**
 * An unprefixed (English) page sends a visitor who chose another language to the same page in it,
 * before anything paints (the page is hidden while the browser leaves). Crawlers have no storage and
 * get the page they asked for. Returns whether it is sending the visitor away.
 */
export function followSavedLanguage(): boolean {
  const chosen = read(local, preferenceKey);
  const pathLanguage = location.pathname.split("/")[1] ?? "";
  const languages: readonly string[] = prefixedLanguages;
  if (languages.includes(pathLanguage) || !chosen || !languages.includes(chosen)) return false;
  document.documentElement.style.display = "none";
  const path = location.pathname === "/" ? "" : location.pathname;
  location.replace(`/${chosen}${path}${location.search}${location.hash}`);
  return true;
}
