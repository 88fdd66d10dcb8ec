import { splitLangPath } from "../../app/i18n/paths";

/**
 * The pages that ship React's scripts (their routes' `handle.hydrate`, `app/lib/hydration.ts`), as
 * language-neutral paths: each has a form. Every other page works without them from its first paint.
 * Written out here, not read from the routes, so that a page that starts or stops shipping them is a
 * change that the build and browser tests make someone confirm.
 */
export const scriptedPaths = ["/", "/blog", "/contact"];

/** Whether the page at `url` (any language, any query) ships React's scripts. */
export function shipsScripts(url: string): boolean {
  return scriptedPaths.includes(splitLangPath(url.split(/[?#]/)[0]!).path);
}
