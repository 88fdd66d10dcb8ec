/**
 * `npm run interactive` (after `npm run build`): how soon each page works on a slow phone. The built
 * site, served by the real server, is loaded in real Chromium under Lighthouse's mobile throttling
 * (150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4x slower), a fresh cache each time, and the
 * median of 3 loads is printed per page: the first paint, and, for a page that ships React's scripts,
 * when it has hydrated (a build that ships them marks `<html data-hydrated>`: this one ships none, and
 * each page works from its first paint, "no script"; earlier builds and other sites can be measured
 * for comparison). A benchmark, not a test: the figures depend on the machine. Targets: first paint
 * <= 1.0 s, interactive <= 1.2 s.
 *   npm run interactive                   the representative pages (each kind, each language)
 *   npm run interactive -- --all          all 68
 *   npm run interactive -- /blog/4 /fr    the pages named
 *   npm run interactive -- --origin URL   another site, for comparison (pages named as paths)
 * Uses the system Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 */
import fs from "node:fs";
import { chromium } from "@playwright/test";
import { localizedPagePaths } from "../app/pages";
import { chromiumFlags, chromiumPath } from "../tests/support/chromium";
import { startServer } from "../tests/support/server-process";
import { temporaryDataDir } from "../tests/support/temporary-dir";
import { printTable } from "./table";

const representative = [
  ...["/", "/about", "/services/ai-solutions", "/case-studies", "/blog", "/blog/4", "/contact"],
  ...["/pt", "/es/blog/2", "/fr/about", "/fr/contact"],
];
const args = process.argv.slice(2);
const originArgument = args.indexOf("--origin");
const named = args.filter((arg, index) => arg.startsWith("/") && args[index - 1] !== "--origin");
const urls = args.includes("--all") ? localizedPagePaths : named.length > 0 ? named : representative;
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
  /** When React hydrated the page; null for a page that ships no script. */
  interactive: number | null;
  scriptBytes: number;
}

async function load(url: string): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: throttling.latency,
    downloadThroughput: throttling.downloadThroughput,
    uploadThroughput: throttling.uploadThroughput,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttling.cpuSlowdown });
  // The moment a build that hydrates marks the page hydrated (`data-hydrated` on <html>), observed
  // from outside the app's code, so that builds of other versions are measured the same way.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement?.dataset.hydrated) return;
      performance.mark("hydration-seen");
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
  });
  await page.goto(origin + url, { waitUntil: "load", timeout: 60_000 });
  // The first paint may come after `load` on a slow CPU: a frame is drawn once the page is parsed.
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
  const ships = await page.evaluate(() =>
    [...document.scripts].some((script) => script.type.includes("module") || script.src !== ""),
  );
  if (ships)
    await page.waitForFunction(() => performance.getEntriesByName("hydration-seen").length > 0, null, {
      timeout: 30_000,
    });
  const result = await page.evaluate((ships) => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    const hydrated = performance.getEntriesByName("hydration-seen")[0];
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
      interactive === null ? "no script" : seconds(interactive),
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

const header = ["page", "first paint", "hydrated", "scripts", ""];
console.log(`${origin}: median of ${runsPerPage} loads, 150 ms RTT, 1.6 Mbps, CPU 4x`);
printTable(header, rows);
console.log(
  `interactive: ${rows.length - missed} of ${rows.length} pages within ${seconds(targets.firstPaint)} to first paint and ${seconds(targets.interactive)} to interactive`,
);
