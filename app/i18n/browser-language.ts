import { languages, type Lang } from "./locales";

/**
 * The site language a browser asks for first (`navigator.languages`, best first): `pt-BR` → `pt`.
 * English, or nothing the site speaks, before any of ours gives nothing to suggest.
 */
export function browserLanguage(preferred: readonly string[]): Exclude<Lang, "en"> | undefined {
  for (const tag of preferred) {
    const primary = tag.split("-")[0]!.toLowerCase();
    if (primary === "en") return undefined;
    if ((languages as readonly string[]).includes(primary)) return primary as Exclude<Lang, "en">;
  }
  return undefined;
}
