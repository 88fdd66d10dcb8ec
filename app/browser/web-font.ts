import { webFont } from "./contract";
import { afterFirstPaint, observe } from "./dom";
import { read, session, write } from "./storage";

/**
 * The web font waits for the first paint. A first visit paints from the HTML alone (the stylesheet is
 * inline, see `entry.server.tsx`) in a fallback resized to Inter's metrics (`styles/app.css`); Inter
 * is fetched once the page is loaded and drawn (its first paint, then no new largest paint for a
 * moment), so that it never shares the connection with what the first screen shows, and it is not
 * swapped in under the reader's eyes. A page loaded later in the tab, with the font in the browser's
 * cache, is drawn in Inter from its first paint. Why Inter is not preloaded for the first page, as
 * measured: `docs/decisions/009-the-first-page-in-the-fallback-face.md`.
 */
export function loadWebFontAfterPaint() {
  const root = document.documentElement;
  if (read(session, webFont.cachedKey)) root.classList.add(webFont.className);
  const fetchFont = () => {
    if (!document.fonts || root.classList.contains(webFont.className)) return;
    void document.fonts.load(`1em "${webFont.family}"`).then(() => write(session, webFont.cachedKey, "1"));
  };
  let loaded = false;
  let settling: ReturnType<typeof setTimeout> | undefined;
  const settle = () => {
    if (!loaded || !painted()) return;
    clearTimeout(settling);
    settling = setTimeout(fetchFont, webFont.quietMs);
  };
  const painted = afterFirstPaint(settle);
  observe("largest-contentful-paint", settle);
  addEventListener("load", () => {
    loaded = true;
    settle();
  });
}
