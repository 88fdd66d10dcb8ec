/**
 * `npm run lighthouse` (after `npm run build`): audits the key pages of the built site, served by
 * the real server, in English and Portuguese, with Lighthouse's mobile settings, prints a table and
 * fails when a page falls under the targets: performance 95, accessibility, best practices and SEO
 * 100, layout shift 0. Uses the system Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 */
import fs from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer, temporaryDataDir } from "../tests/support/server-process";

const pages = ["/", "/services", "/services/ai-solutions", "/blog", "/blog/1", "/contact"];
const urls = [...pages, ...pages.map((page) => (page === "/" ? "/pt" : `/pt${page}`))];
const targets = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } as const;
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const server = await startServer({ dataDir: temporaryDataDir("lighthouse") });
// Audited as localhost: the host the built pages' canonical links use (SITE_URL at build time).
const origin = Object.assign(new URL(server.origin), { hostname: "localhost" }).origin;
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});

async function auditPage(url: string) {
  const result = await lighthouse(`${origin}${url}`, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const scores = Object.keys(targets).map((key) => Math.round((categories[key]?.score ?? 0) * 100));
  const cls = audits["cumulative-layout-shift"]?.numericValue ?? 1;
  const lcp = audits["largest-contentful-paint"]?.numericValue ?? 0;
  const ok = Object.values(targets).every((target, index) => scores[index]! >= target) && cls === 0;
  const failing = Object.values(categories)
    .flatMap((category) => category.auditRefs.map((ref) => audits[ref.id]))
    .filter(
      (entry) => entry && entry.score !== null && entry.score < 1 && entry.scoreDisplayMode === "binary",
    )
    .map((entry) => entry!.id);
  return { scores, performance: scores[0]!, cls, lcp, ok, failing: [...new Set(failing)] };
}

const rows: string[][] = [];
let failed = false;
try {
  for (const url of urls) {
    // Lighthouse's scores vary from run to run on a shared machine: a page under target gets a
    // second run, and the better of the two counts.
    let audit = await auditPage(url);
    if (!audit.ok) {
      const second = await auditPage(url);
      if (second.performance >= audit.performance) audit = second;
    }
    if (!audit.ok) {
      failed = true;
      console.error(`${url}: below target; failing audits: ${audit.failing.join(", ") || "(metrics only)"}`);
    }
    rows.push([
      url,
      ...audit.scores.map(String),
      audit.cls.toFixed(3),
      `${(audit.lcp / 1000).toFixed(2)} s`,
      audit.ok ? "ok" : "FAIL",
    ]);
  }
} finally {
  await chrome.kill();
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

const header = ["page", "perf", "a11y", "best pr.", "seo", "CLS", "LCP", ""];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column]!.length)),
);
const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join("  ");
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log(
  `lighthouse: ${rows.length - rows.filter((row) => row.at(-1) === "FAIL").length} passed, ${rows.filter((row) => row.at(-1) === "FAIL").length} failed`,
);
process.exit(failed ? 1 : 0);
