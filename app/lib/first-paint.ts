import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * What waits for the first paint. A first visit paints from the HTML alone (the stylesheet is inline,
 * see `entry.server.tsx`); the web font and the scripts that make the page interactive are only
 * requested once the page has been drawn, so that they never share the connection with it.
 *
 * The first page of a visit is read in the fallback, Arial resized to Inter's metrics
 * (`styles/app.css`): Inter is downloaded in the background but not swapped in under the reader's
 * eyes, since no fallback matches every glyph's width and lines would move by a pixel. The next
 * page, whether opened by a link the app follows or loaded afresh from the browser's cache, is in
 * Inter from its first paint.
 */

/** The class on `<html>` that switches the text to the web font. */
export const webFontClass = "web-font";
/**
 * Set in the tab's session storage once the web font has loaded: the pages loaded later in that tab
 * find it in the browser's cache. Not kept longer: after days the cache may have dropped the font,
 * which would then be downloaded before the first paint, the very thing this module avoids.
 */
export const webFontKey = "web-font-cached";

/**
 * Runs inline in the `<head>`: a page loaded in a tab that already downloaded the font is drawn in
 * Inter from its first paint, and never changes its font under the reader's eyes.
 */
export const cachedWebFontScript = `(function(){try{sessionStorage.getItem(${JSON.stringify(
  webFontKey,
)})&&document.documentElement.classList.add(${JSON.stringify(webFontClass)})}catch(e){}})()`;

/** Switches to Inter at the first navigation inside the site: a new page, drawn in Inter. */
export function useWebFontAfterNavigation() {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPath.current) document.documentElement.classList.add(webFontClass);
  }, [pathname]);
}
