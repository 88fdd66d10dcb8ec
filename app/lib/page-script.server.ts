import pageScript from "virtual:page-script";

/**
 * The page script's text (`app/browser/page-script.ts`, bundled by `scripts/build/browser-code.ts`),
 * the same on every page: one Content-Security-Policy hash for the whole site.
 */
export { pageScript };
