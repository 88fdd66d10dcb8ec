import { webFontClass, webFontKey } from "./first-paint";

/**
 * The `type` of React Router's hydration script while it waits for the first paint. A browser runs
 * no script of an unknown type; `afterFirstPaintScript` copies it into a module script then. The
 * Content-Security-Policy hashes it like an executable script (`csp.server.ts`), since it becomes one.
 */
export const waitingModuleType = "module/after-first-paint";

/**
 * Runs at the end of the `<body>`. The scripts that make the page interactive, and the web font for
 * the pages that follow, wait until the page is drawn in full: the first contentful paint, then the
 * `load` event (the images the first screen shows, its largest paint among them, have arrived), then
 * the frame that draws them. Requested earlier, they would share the connection with that image on
 * a slow network; a tab in the background, which draws no frame, starts them half a second after
 * `load`. A browser that cannot report paints starts them at once.
 */
export const afterFirstPaintScript = `(function(){var d=document,w=d.querySelector('script[type="${waitingModuleType}"]'),s;function go(){if(s)return;s=d.createElement("script");if(d.fonts&&!d.documentElement.classList.contains(${JSON.stringify(
  webFontClass,
)}))d.fonts.load('1em "Inter Variable"').then(function(){try{sessionStorage.setItem(${JSON.stringify(
  webFontKey,
)},1)}catch(e){}});w.dataset.preload.split(" ").forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.append(l)});s.type="module";s.text=w.text;w.replaceWith(s)}function drawn(){requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,500)}function painted(){d.readyState=="complete"?drawn():addEventListener("load",drawn)}var t=self.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];t.indexOf("paint")<0?go():new PerformanceObserver(function(l,o){l.getEntriesByName("first-contentful-paint")[0]&&(o.disconnect(),painted())}).observe({type:"paint",buffered:!0})})()`;

// Hashed asset paths: no quote, space or ampersand to escape in an attribute.
const modulePreload = /<link rel="modulepreload" href="(\/assets\/[\w.-]+\.js)"\/>/g;
const hydrationScript = /<script type="module" async="">([\s\S]*?)<\/script>/;

/**
 * Rewrites a rendered page so that its scripts are fetched after its first paint: React Router's
 * module preloads leave the head and its module script waits (`waitingModuleType`) for
 * `afterFirstPaintScript`. A page without React Router's scripts is returned as it is.
 */
export function deferHydration(html: string): string {
  const script = hydrationScript.exec(html);
  if (!script) return html;
  const preloads = [...html.matchAll(modulePreload)].map(([, href]) => href!);
  const waiting = `<script type="${waitingModuleType}" data-preload="${preloads.join(" ")}">${script[1]}</script><script>${afterFirstPaintScript}</script>`;
  return html.replace(modulePreload, "").replace(script[0], () => waiting);
}
