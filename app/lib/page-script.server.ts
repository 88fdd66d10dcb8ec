import { browserLanguage, enhancePage, pageScriptSettings } from "./page-script";

/**
 * The page script's text (`page-script.ts`), the same on every page: one Content-Security-Policy hash
 * for the whole site. Only the server writes it; the browser bundle never carries it.
 */
export const pageScript = `(${enhancePage.toString()})(${JSON.stringify(pageScriptSettings)},${browserLanguage.toString()})`;
