/**
 * The web font waits for the first paint. A first visit paints from the HTML alone (the stylesheet is
 * inline, see `entry.server.tsx`); the web font is only requested once the page has loaded
 * (`page-script.ts`), so that it never shares the connection with what the first screen shows.
 *
 * The first page of a visit is read in the fallback, Arial resized to Inter's metrics
 * (`styles/app.css`): Inter is downloaded in the background but not swapped in under the reader's
 * eyes, since no fallback matches every glyph's width and lines would move by a pixel. The next
 * page, loaded with the font in the browser's cache, is in Inter from its first paint. Why Inter is not
 * preloaded for the first page, measured: `docs/decisions/009-the-first-page-in-the-fallback-face.md`.
 */

/** The class on `<html>` that switches the text to the web font. */
export const webFontClass = "web-font";
/** The web font's family name, as `styles/app.css` declares it. */
export const webFontFamily = "Inter Variable";
/**
 * Set in the tab's session storage once the web font has loaded: the pages loaded later in that tab
 * find it in the browser's cache. Not kept longer: after days the cache may have dropped the font,
 * which would then be downloaded before the first paint, the very thing this module avoids.
 */
export const webFontKey = "web-font-cached";
