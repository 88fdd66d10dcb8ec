import { preferenceKey, prefixedLanguages, suggestion } from "./contract";
import { whenParsed } from "./dom";
import { local, read, write } from "./storage";

/**
 * The language suggestion of an English page: shown to a browser that prefers one of the site's
 * other languages, when the visitor has neither chosen a language nor closed a suggestion before;
 * closing it is remembered.
 */
export function offerLanguage() {
  document.addEventListener("click", (event) => {
    const dismiss = event.target instanceof Element ? event.target.closest(`[${suggestion.dismiss}]`) : null;
    if (!dismiss) return;
    write(local, suggestion.dismissedKey, "1");
    dismiss.closest(`[${suggestion.attribute}]`)?.setAttribute("hidden", "");
  });
  whenParsed(() => {
    if (read(local, preferenceKey) || read(local, suggestion.dismissedKey)) return;
    const wanted = browserLanguage(navigator.languages, prefixedLanguages);
    document.querySelector(`[${suggestion.attribute}="${wanted}"]`)?.removeAttribute("hidden");
  });
}

/**
 * The site language a browser asks for first (`navigator.languages`, best first): `pt-BR` → `pt`.
 * English, or nothing the site speaks, before any of ours gives nothing to suggest.
 */
export function browserLanguage(preferred: readonly string[], offered: readonly string[]) {
  for (const tag of preferred) {
    const primary = tag.split("-")[0]!.toLowerCase();
    if (primary === "en") return undefined;
    if (offered.includes(primary)) return primary;
  }
  return undefined;
}
