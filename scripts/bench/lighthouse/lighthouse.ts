/**
 * `npm run lighthouse` (after `npm run build`): audits the built site, served by the real server,
 * with Lighthouse's mobile settings (simulated slow 4G and CPU), prints a table and fails when a
 * page falls under the targets: performance, accessibility, best practices and SEO 100, first
 * contentful paint at most 1.0 s, largest contentful paint at most 1.2 s, layout shift 0, total
 * blocking time at most 50 ms. A benchmark, not a CI gate: a busy machine moves these figures. By
 * default representative pages (each kind of page in English, and a page of another kind in each
 * other language); `npm run lighthouse -- --all` audits all 72 and prints the per-page table, and
 * `npm run lighthouse -- /fr/blog/2 /es/blog/3` the pages named; `--runs 3` audits each page three
 * times and counts the median.
 * Uses the system Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 */
import fs from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { localizedPagePathsOnDisk } from "../../../app/pages";
import { chromiumFlags, chromiumPath } from "../../../tests/support/chromium";
import { startServer } from "../../../tests/support/server-process";
import { temporaryDataDir } from "../../../tests/support/temporary-dir";
import { printTable } from "../table";

const localizedPagePaths = localizedPagePathsOnDisk();

const representative = [
  ...["/", "/services", "/services/ai-solutions", "/blog", "/blog/1", "/contact", "/book"],
  ...["/pt", "/es/blog/2", "/fr/services/digital-transformation", "/pt/book"],
];
const named = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
/** `--runs <n>`: each page audited n times at least (the median counts), as a quiet machine's check. */
const runsArgument = process.argv.indexOf("--runs");
const leastRuns = runsArgument < 0 ? 1 : Number(process.argv[runsArgument + 1]);
if (!(Number.isInteger(leastRuns) && leastRuns >= 1 && leastRuns <= 5))
  throw new Error("--runs: a whole number of audits per page, 1 to 5");
const urls = process.argv.includes("--all") ? localizedPagePaths : named.length > 0 ? named : representative;
const targets = { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 } as const;
/** Bytes that a new connection delivers in its first round trip: ten TCP segments of 1460 bytes. */
const firstRoundTrip = 14_600;
/** Milliseconds, simulated. */
const limits = { fcp: 1000, lcp: 1200, tbt: 50 };
/**
 * `--tbt-ceiling <ms>`, for a run on a busy machine: a page whose median run misses no target but
 * blocking time is reported "over" and does not fail the run if its least disturbed run (the one with the least
 * blocking time of the five) stays within the ceiling with performance 99 at worst (blocking time
 * weighs 30% of the score). A busy machine only ever adds blocking time, which Lighthouse multiplies
 * by four: the least of five runs is the page's own cost, and a change that adds to it moves every
 * run. Every other target still fails the run. Without the option, nothing is tolerated.
 */
const ceilingArgument = process.argv.indexOf("--tbt-ceiling");
const tbtCeiling = ceilingArgument < 0 ? undefined : Number(process.argv[ceilingArgument + 1]);
if (tbtCeiling !== undefined && !(tbtCeiling >= limits.tbt))
  throw new Error(`--tbt-ceiling: a number of milliseconds of at least ${limits.tbt}`);

const server = await startServer({ dataDir: temporaryDataDir("lighthouse") });
// Audited as localhost: the host the built pages' canonical links use (SITE_URL at build time).
const origin = Object.assign(new URL(server.origin), { hostname: "localhost" }).origin;
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...chromiumFlags],
});

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

async function auditPage(url: string) {
  const result = await lighthouse(`${origin}${url}`, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (key: keyof typeof targets) => Math.round((categories[key]?.score ?? 0) * 100);
  const scores = (Object.keys(targets) as (keyof typeof targets)[]).map(score);
  const performance = score("performance");
  const metric = (id: string) => audits[id]?.numericValue ?? Infinity;
  const cls = metric("cumulative-layout-shift");
  const fcp = metric("first-contentful-paint");
  const lcp = metric("largest-contentful-paint");
  const tbt = metric("total-blocking-time");
  // The page itself as it crossed the network, headers included (see `html` in the table).
  const requests = (audits["network-requests"]?.details as { items?: NetworkRequest[] } | undefined)?.items;
  const html = requests?.find((request) => request.resourceType === "Document")?.transferSize ?? NaN;
  // Every target but performance and blocking time, which the ceiling may tolerate together.
  const othersMet =
    score("accessibility") >= targets.accessibility &&
    score("best-practices") >= targets["best-practices"] &&
    score("seo") >= targets.seo &&
    cls === 0 &&
    fcp <= limits.fcp &&
    lcp <= limits.lcp;
  const ok = othersMet && performance >= targets.performance && tbt <= limits.tbt;
  const failing = Object.values(categories)
    .flatMap((category) => category.auditRefs.map((ref) => audits[ref.id]))
    .filter(
      (entry) => entry && entry.score !== null && entry.score < 1 && entry.scoreDisplayMode === "binary",
    )
    .map((entry) => entry!.id);
  return {
    scores,
    performance,
    cls,
    fcp,
    lcp,
    tbt,
    html,
    ok,
    othersMet,
    failing: [...new Set(failing)],
  };
}

const rows: string[][] = [];
let failed = false;
try {
  for (const url of urls) {
    // Lighthouse's figures vary from run to run on a shared machine (blocking time most: one
    // 15 ms task of real CPU counts 60 ms at the 4x slowdown): a page with a run under target is
    // audited up to five times, and the median of the runs counts (and, under --tbt-ceiling, the
    // least blocking time among them).
    const runs = [];
    for (let run = 0; run < leastRuns; run++) runs.push(await auditPage(url));
    if (runs.some((run) => !run.ok)) while (runs.length < 5) runs.push(await auditPage(url));
    runs.sort((a, b) => a.performance - b.performance || b.lcp + b.tbt - (a.lcp + a.tbt));
    const audit = runs[Math.floor(runs.length / 2)]!;
    const leastBlocked = runs.reduce((least, run) => (run.tbt < least.tbt ? run : least));
    const tolerated =
      tbtCeiling !== undefined &&
      audit.othersMet &&
      leastBlocked.tbt <= tbtCeiling &&
      leastBlocked.performance >= targets.performance - 1;
    if (!audit.ok && !tolerated) {
      failed = true;
      console.error(`${url}: below target; failing audits: ${audit.failing.join(", ") || "(metrics only)"}`);
    }
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    rows.push([
      url,
      ...audit.scores.map(String),
      seconds(audit.fcp),
      seconds(audit.lcp),
      audit.cls.toFixed(3),
      `${Math.round(audit.tbt)} ms`,
      runs.length === 1 ? "" : `${Math.round(leastBlocked.tbt)} ms`,
      `${(audit.html / 1000).toFixed(1)} kB`,
      audit.ok ? "ok" : tolerated ? "over" : "FAIL",
    ]);
  }
} finally {
  await chrome.kill();
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

const header = [
  "page",
  "perf",
  "a11y",
  "best pr.",
  "seo",
  "FCP",
  "LCP",
  "CLS",
  "TBT",
  "least TBT",
  "HTML",
  "",
];
printTable(header, rows);
console.log(
  `HTML: the page's own transfer, headers included. Within ${firstRoundTrip / 1000} kB (TCP's initial window), it arrives in the first round trip of its connection, and Lighthouse draws it a round trip (150 ms) sooner.`,
);
const count = (status: string) => rows.filter((row) => row.at(-1) === status).length;
const tolerance =
  tbtCeiling === undefined
    ? ""
    : `${count("over")} over the blocking-time target within the ceiling of ${tbtCeiling} ms, `;
console.log(`lighthouse: ${count("ok")} passed, ${tolerance}${count("FAIL")} failed`);
process.exit(failed ? 1 : 0);
