import islands from "virtual:islands-when-needed";
import { runningAttribute } from "./contract";
import { showCurrentFilter } from "./current-filter";
import { enableShareAndSave } from "./share-and-save";
import { enhanceForms } from "./forms";
import { loadIslands } from "./islands";
import { rememberLanguageChoice } from "./language-links";
import { logNotFound } from "./log-missing-path";
import { followSavedLanguage } from "./saved-language";
import { offerLanguage } from "./suggestion";
import { loadWebFontAfterPaint } from "./web-font";

/**
 * The page script: the one inline script of every page, in its `<head>`, bundled from this folder
 * (`scripts/build/browser-code.ts`). It is what must work from the first paint, before any other
 * script could arrive on a slow phone; a page's React island, if it has one, comes after
 * (`islands.ts`): of each island, the page script carries only when it is needed. See `docs/decisions/006-first-paint-and-hydration.md`.
 */
if (!followSavedLanguage()) {
  document.documentElement.setAttribute(runningAttribute, "");
  loadWebFontAfterPaint();
  rememberLanguageChoice();
  offerLanguage();
  enableShareAndSave();
  enhanceForms();
  logNotFound();
  showCurrentFilter();
  loadIslands(islands);
}
