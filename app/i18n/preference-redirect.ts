import { prefixedLanguages } from "./locales";
import { preferenceKey } from "./paths";

/**
 * Runs inline in the `<head>` of unprefixed (English) pages, before anything paints: a visitor who
 * chose Portuguese, Spanish or French earlier goes straight to the same page in that language, and
 * the English page is hidden meanwhile so that no English flashes. Crawlers have no storage and get
 * the page they asked for. Kept in sync with `resolveLanguage()`, which the tests compare it to.
 */
export const preferenceRedirectScript = `(function(){try{var l=localStorage.getItem(${JSON.stringify(
  preferenceKey,
)});if(${JSON.stringify(prefixedLanguages)}.indexOf(l)<0)return;var p=location.pathname;document.documentElement.style.display="none";location.replace("/"+l+(p==="/"?"":p)+location.search+location.hash)}catch(e){}})()`;
