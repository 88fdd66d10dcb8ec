import { splitLangPath } from "../../app/i18n/paths";

/**
 * The pages that carry a form, as language-neutral paths: the browser loops visit them in every
 * language (they are where a visitor writes to the firm), and the build contract checks that their
 * forms are found by the page script. Written out here, not read from the routes, so that a page that
 * gains or loses a form is a change the tests make someone confirm.
 */
export const formPaths = ["/", "/blog", "/contact"];

/** Whether the page at `url` (any language, any query) carries a form. */
export function hasForm(url: string): boolean {
  return formPaths.includes(splitLangPath(url.split(/[?#]/)[0]!).path);
}
