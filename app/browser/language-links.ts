import { preferenceKey } from "./contract";
import { whenParsed } from "./dom";
import { local, write } from "./storage";

/**
 * A link to the page in another language (`<a hreflang>`: the switcher, the suggestion) keeps this
 * page's query and hash, and following it saves the language, so that the next unprefixed page opens
 * in it (`saved-language.ts`).
 */
export function rememberLanguageChoice() {
  const keepQueryAndHash = (link: HTMLAnchorElement) =>
    link.setAttribute("href", `${link.pathname}${location.search}${location.hash}`);
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[hreflang]") : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    // The saved language is the path's code: the hreflang's language, without its country (`pt-BR`).
    write(local, preferenceKey, link.hreflang.split("-")[0]!);
    keepQueryAndHash(link);
  });
  // A prerendered page's links to itself learn its query and hash once it is parsed.
  whenParsed(() => document.querySelectorAll<HTMLAnchorElement>("a[hreflang]").forEach(keepQueryAndHash));
}
