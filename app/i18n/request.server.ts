import type { Lang } from "./locales";
import { languageFromPath } from "./paths";

/** The language of the page a loader or action serves, read from its URL's prefix. */
export function requestLang(request: Request): Lang {
  return languageFromPath(new URL(request.url).pathname);
}
