import { splitLangPath } from "../../app/i18n/paths";

/**
 * The pages that carry a form, as language-neutral paths: the build contract checks that their forms
 * post to the site under an id that the page script finds again in the server's answer. Written out here, not read from the routes, so that a page that
 * gains or loses a form is a change the tests make someone confirm.
 */
export const formPaths = ["/", "/blog", "/contact", "/book"];

/** Whether the page at `url` (any language, any query) carries a form. */
export function hasForm(url: string): boolean {
  return formPaths.includes(splitLangPath(url.split(/[?#]/)[0]!).path);
}
