/**
 * `npm run interactive` (after `npm run build`): how soon each page works on a slow phone. The built
 * site, served by the real server, is loaded in real Chromium under Lighthouse's mobile throttling
 * (150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4x slower), a fresh cache each time, and the
 * median of 3 loads is printed per page: the first paint (every page works from it: its one script is
 * inline), the script bytes it fetched, and for a page with a React island, when the island rendered
 * (`--saved`: for a visitor who saved articles, whose blog page shows the reading list; without it no
 * island is needed, and none is fetched). A benchmark, not a test: the figures depend on the machine.
 * Targets: first paint <= 1.0 s, an island <= 1.2 s after the page's start.
 *   npm run interactive                   the representative pages (each kind, each language)
 *   npm run interactive -- --all          all 68
 *   npm run interactive -- /blog/4 /fr    the pages named
 *   npm run interactive -- --saved /blog  the blog page of a visitor who saved two articles
 *   npm run interactive -- --origin URL   another site, for comparison (pages named as paths)
 * Uses the system Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 */
import fs from "node:fs";
import { chromium } from "@playwright/test";
import { localizedPagePathsOnDisk } from "../../app/pages";
import { chromiumFlags, chromiumPath } from "../../tests/support/chromium";
import { startServer } from "../../tests/support/server-process";
import { temporaryDataDir } from "../../tests/support/temporary-dir";
import { mobilePage } from "./mobile-page";
import { printTable } from "./table";

const localizedPagePaths = localizedPagePathsOnDisk();

const representative = [
  ...["/", "/about", "/services/ai-solutions", "/case-studies", "/blog", "/blog/4", "/contact"],
  ...["/pt", "/es/blog/2", "/fr/about", "/fr/contact"],
];
const args = process.argv.slice(2);
const originArgument = args.indexOf("--origin");
const named = args.filter((arg, index) => arg.startsWith("/") && args[index - 1] !== "--origin");
const urls = args.includes("--all") ? localizedPagePaths : named.length > 0 ? named : representative;
const saved = args.includes("--saved");
const runsPerPage = 3;
const targets = { firstPaint: 1000, interactive: 1200 };
/** Lighthouse's mobile profile ("slow 4G", moto g power). */
const throttling = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

const server =
  originArgument < 0 ? await startServer({ dataDir: temporaryDataDir("interactive") }) : undefined;
// Loaded as localhost: the host the built pages' canonical links use (SITE_URL at build time).
const origin =
  originArgument >= 0
    ? args[originArgument + 1]!.replace(/\/$/, "")
    : Object.assign(new URL(server!.origin), { hostname: "localhost" }).origin;
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
});

interface Load {
  firstPaint: number;
  /** When the page's island rendered; null for a page that has none, or needs none. */
  interactive: number | null;
  scriptBytes: number;
}

async function load(url: string): Promise<Load> {
  const { context, page, cdp } = await mobilePage(browser);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: throttling.latency,
    downloadThroughput: throttling.downloadThroughput,
    uploadThroughput: throttling.uploadThroughput,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttling.cpuSlowdown });
  // The moment an island renders into its container, observed from outside the app's code.
  await page.addInitScript((saved) => {
    if (saved) localStorage.setItem("reading-list", JSON.stringify(["1", "4"]));
    new MutationObserver((_, observer) => {
      if (!document.querySelector("[data-island] > *")) return;
      performance.mark("island-rendered");
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, saved);
  await page.goto(origin + url, { waitUntil: "load", timeout: 60_000 });
  // The first paint may come after `load` on a slow CPU: a frame is drawn once the page is parsed.
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
  const ships = saved && (await page.locator("[data-island]").count()) > 0;
  if (ships)
    await page.waitForFunction(() => performance.getEntriesByName("island-rendered").length > 0, null, {
      timeout: 30_000,
    });
  const result = await page.evaluate((ships) => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    const hydrated = performance.getEntriesByName("island-rendered")[0];
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => /\.m?js(\?|$)/.test(entry.name)) as PerformanceResourceTiming[];
    return {
      firstPaint: paint ? paint.startTime : NaN,
      interactive: ships ? (hydrated?.startTime ?? NaN) : null,
      scriptBytes: scripts.reduce((sum, entry) => sum + entry.transferSize, 0),
    };
  }, ships);
  await context.close();
  return result;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const rows: string[][] = [];
let missed = 0;
try {
  for (const url of urls) {
    const loads: Load[] = [];
    for (let run = 0; run < runsPerPage; run++) loads.push(await load(url));
    const firstPaint = median(loads.map((entry) => entry.firstPaint));
    const hydrating = loads.filter((entry) => entry.interactive !== null);
    const interactive = hydrating.length > 0 ? median(hydrating.map((entry) => entry.interactive!)) : null;
    const ok = firstPaint <= targets.firstPaint && (interactive ?? firstPaint) <= targets.interactive;
    if (!ok) missed++;
    rows.push([
      url,
      seconds(firstPaint),
      interactive === null ? "none" : seconds(interactive),
      `${(median(loads.map((entry) => entry.scriptBytes)) / 1000).toFixed(1)} kB`,
      ok ? "ok" : "over",
    ]);
  }
} finally {
  await browser.close();
  if (server) {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

const header = ["page", "first paint", "island", "scripts", ""];
console.log(`${origin}: median of ${runsPerPage} loads, 150 ms RTT, 1.6 Mbps, CPU 4x`);
printTable(header, rows);
console.log(
  `interactive: ${rows.length - missed} of ${rows.length} pages within ${seconds(targets.firstPaint)} to first paint and ${seconds(targets.interactive)} to their island`,
);
