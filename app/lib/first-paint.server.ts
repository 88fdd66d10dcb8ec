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
 * the frame that draws them, then 100 ms in which the browser reports no new largest paint while no
 * image on the first screen is larger than the largest paint reported (that image's paint is still to
 * come). A frame reaches the screen, and its largest paint is timed, some time after its callback
 * runs: 10-60 ms on a busy machine, 170 ms for an image on a slower one. Requested earlier, they would
 * share the connection with that image on a slow network, and Lighthouse counts every request that
 * starts before the largest paint in it. At the latest they start a second after `load` (a tab in the
 * background draws no frame); in a browser that cannot report paints, at once. A prerendered page's
 * hydration data (`moveHydrationData`) is the first module they import.
 */
export const afterFirstPaintScript = `(function(){var d=document,w=d.querySelector('script[type="${waitingModuleType}"]'),s;function go(){if(s)return;s=d.createElement("script");if(d.fonts&&!d.documentElement.classList.contains(${JSON.stringify(
  webFontClass,
)}))d.fonts.load('1em "Inter Variable"').then(function(){try{sessionStorage.setItem(${JSON.stringify(
  webFontKey,
)},1)}catch(e){}});w.dataset.preload.split(" ").forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.append(l)});s.type="module";s.text=w.text;w.replaceWith(s)}function pending(){for(var m=d.images,i=0;i<m.length;i++){var r=m[i].getBoundingClientRect(),x=Math.min(r.right,innerWidth)-Math.max(r.left,0),y=Math.min(r.bottom,innerHeight)-Math.max(r.top,0);if(m[i].complete&&x>0&&y>0&&x*y>z*1.1)return 1}}function settle(){clearTimeout(q);q=setTimeout(function(){pending()?settle():go()},100)}function drawn(){requestAnimationFrame(settle);setTimeout(go,1e3)}function painted(){d.readyState=="complete"?drawn():addEventListener("load",drawn)}var q,z=0,t=self.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];t.indexOf("largest-contentful-paint")<0||new PerformanceObserver(function(l){l=l.getEntries();z=l[l.length-1].size;q&&settle()}).observe({type:"largest-contentful-paint",buffered:!0});t.indexOf("paint")<0?go():new PerformanceObserver(function(l,o){l.getEntriesByName("first-contentful-paint")[0]&&(o.disconnect(),painted())}).observe({type:"paint",buffered:!0})})()`;

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

/**
 * React Router's hydration data: the script that sets up the stream its hydration reads the page's
 * loader data from, and the scripts that feed that data into it.
 */
const hydrationData = /<script>(window\.__reactRouterContext(?: = |\.streamController\.)[\s\S]*?)<\/script>/g;
const waitingScript = new RegExp(`<script type="${waitingModuleType}" [^>]*>`);

/**
 * Takes a prerendered page's hydration data out of the page. React Router writes what the page's
 * loaders returned (its copy, a second time) into the HTML after the markup: about 3 KB of a 16 KB
 * compressed page, and a script that builds the stream the data goes into, 2-5 ms of the first
 * paint's parsing on a slow machine. `store` keeps them, in their order, as a module of their own and
 * returns its URL, which the waiting module script imports first: the data is requested with the
 * other modules after the first paint and in the stream before hydration begins. What a new
 * connection delivers in its first round trip is TCP's initial window, ten segments of 1460 bytes: a
 * page within it, response headers included, is drawn a round trip sooner on a slow network. A page
 * without a waiting module script is returned as it is.
 */
export function moveHydrationData(html: string, store: (script: string) => string): string {
  const scripts = [...html.matchAll(hydrationData)];
  if (scripts.length === 0 || !waitingScript.test(html)) return html;
  const url = store(scripts.map(([, body]) => body).join("\n"));
  return scripts
    .reduce((rest, [script]) => rest.replace(script, ""), html)
    .replace(waitingScript, (tag) => `${tag}import "${url}";\n`);
}
