/**
 * `npm run trace -- /book /es/blog/2` (after `npm run build`): what each page's main thread does,
 * from a Chromium trace, in figures a busy machine moves little. Lighthouse's mobile run observes
 * the page unthrottled and counts each task four times over, and total blocking time is what those
 * tasks exceed 50 ms by after the first paint: a task of 12.5 ms here is a blocking one there. Per
 * load it prints the page's weight (elements, inline CSS), then each task over 8 ms with its wall
 * time and its CPU time (the thread's own: another process taking the core does not count), what is
 * in it (parsing, style with the elements styled, layout with the objects laid out, script), and
 * the blocking time its tasks after the first paint would make at 4x, by wall and by CPU time
 * (`EvaluateScript()` with no file after the paint is this tool's own probe of the page).
 *   npm run trace -- /book                 three loads
 *   npm run trace -- --runs 5 /about       five
 * Set E2E_BUILD_DIR to trace another build (one kept from before a change, inside the repository).
 */
import fs from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../../tests/support/chromium";
import { startServer } from "../../tests/support/server-process";
import { temporaryDataDir } from "../../tests/support/temporary-dir";
import { mobilePage } from "./mobile-page";

const args = process.argv.slice(2);
const runsArgument = args.indexOf("--runs");
const runs = runsArgument < 0 ? 3 : Number(args[runsArgument + 1]);
const urls = args.filter((arg) => arg.startsWith("/"));
if (urls.length === 0) throw new Error("Name the pages to trace: npm run trace -- /book /es/blog/2");
/** After the first paint, long enough for an island to be fetched and hydrated. */
const settleMs = 2500;
const longTaskMs = 8;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
}

/** Trace events by what they are, for each task's breakdown. */
const kinds: Record<string, string> = {
  ParseHTML: "parse",
  UpdateLayoutTree: "style",
  Layout: "layout",
  PrePaint: "prepaint",
  Paint: "paint",
  Layerize: "layerize",
  Commit: "commit",
  EvaluateScript: "script",
  "v8.compile": "compile",
  "v8.evaluateModule": "script",
  FunctionCall: "script",
  TimerFire: "script",
  EventDispatch: "script",
  MinorGC: "gc",
  MajorGC: "gc",
};
const scriptEntries = /^(v8\.evaluateModule|EvaluateScript|FunctionCall|TimerFire|EventDispatch)$/;

const server = await startServer({ dataDir: temporaryDataDir("trace") });
// Loaded as localhost: the host the built pages' canonical links use (SITE_URL at build time).
const origin = Object.assign(new URL(server.origin), { hostname: "localhost" }).origin;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });

async function trace(url: string) {
  const { context, page, cdp } = await mobilePage(browser);
  const categories = "toplevel,devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,loading";
  await cdp.send("Tracing.start", { categories, transferMode: "ReturnAsStream" });
  await page.goto(origin + url, { waitUntil: "load" });
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
  await page.waitForTimeout(settleMs);
  const weight = await page.evaluate(() => ({
    elements: document.getElementsByTagName("*").length,
    css: [...document.querySelectorAll("style")].reduce((sum, style) => sum + style.textContent.length, 0),
  }));
  const complete = new Promise<string>((resolve) =>
    cdp.once("Tracing.tracingComplete", (event) => resolve(event.stream!)),
  );
  await cdp.send("Tracing.end");
  const handle = await complete;
  let text = "";
  for (;;) {
    const chunk = await cdp.send("IO.read", { handle });
    text += chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send("IO.close", { handle });
  await context.close();
  const parsed = JSON.parse(text) as { traceEvents: TraceEvent[] } | TraceEvent[];
  return { weight, events: Array.isArray(parsed) ? parsed : parsed.traceEvents };
}

const within = (outer: TraceEvent, inner: TraceEvent) =>
  inner !== outer && inner.ts >= outer.ts && inner.ts + (inner.dur ?? 0) <= outer.ts + (outer.dur ?? 0);
const ms = (microseconds: number) => Math.round(microseconds / 100) / 10;

function analyse(events: TraceEvent[]) {
  // The page's main thread: the renderer's that painted it.
  const paint = events.findLast((event) => event.name === "firstContentfulPaint");
  if (!paint) throw new Error("No first contentful paint in the trace");
  const main = events.find(
    (event) =>
      event.name === "thread_name" && event.pid === paint.pid && event.args?.name === "CrRendererMain",
  )!;
  const own = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === "X");
  const candidates = own.filter(
    (event) => event.name === "ThreadControllerImpl::RunTask" || event.name === "RunTask",
  );
  // Top-level tasks only: a task may be traced under both names, one inside the other.
  const tasks = candidates.filter((task) => !candidates.some((other) => within(other, task)));
  const describe = (task: TraceEvent) => {
    const inside = own.filter((event) => within(task, event));
    const known = inside.filter((event) => kinds[event.name]);
    // Each kind's own time: an event's time less its known children's.
    const breakdown: Record<string, number> = {};
    for (const event of known) {
      const children = known.filter((child) => within(event, child));
      const direct = children.filter((child) => !children.some((other) => within(other, child)));
      const self = (event.dur ?? 0) - direct.reduce((sum, child) => sum + (child.dur ?? 0), 0);
      breakdown[kinds[event.name]!] = (breakdown[kinds[event.name]!] ?? 0) + self;
    }
    const styled = inside
      .filter((event) => event.name === "UpdateLayoutTree")
      .map((event) => Number(event.args?.elementCount ?? 0));
    const laidOut = inside
      .filter((event) => event.name === "Layout")
      .map((event) => (event.args?.beginData as { dirtyObjects?: number } | undefined)?.dirtyObjects ?? 0);
    const scripts = inside
      .filter((event) => (event.dur ?? 0) > 1000 && scriptEntries.test(event.name))
      .map((event) => {
        const data = (event.args?.data ?? {}) as { functionName?: string; url?: string; type?: string };
        const file = data.url?.split("/").pop();
        return `${event.name}(${[data.type, data.functionName, file].filter(Boolean).join(" ")})`;
      });
    const parts = Object.entries(breakdown)
      .filter(([, time]) => time >= 500)
      .map(([kind, time]) => `${kind} ${ms(time)}`);
    return [
      `at first paint ${task.ts >= paint.ts ? "+" : ""}${ms(task.ts - paint.ts)} ms:`,
      `${ms(task.dur!)} ms, CPU ${ms(task.tdur ?? NaN)} ms`,
      `(${parts.join(", ")})`,
      styled.some((count) => count > 0) ? `styled ${styled.filter((count) => count > 0).join("+")}` : "",
      laidOut.some((count) => count > 0) ? `laid out ${laidOut.filter((count) => count > 0).join("+")}` : "",
      [...new Set(scripts)].slice(0, 3).join(" "),
    ]
      .filter(Boolean)
      .join(" ");
  };
  const after = tasks.filter((task) => task.ts >= paint.ts);
  const blocking = (time: (task: TraceEvent) => number) =>
    Math.round(after.reduce((sum, task) => sum + Math.max(0, (time(task) * 4) / 1000 - 50), 0));
  return {
    long: tasks.filter((task) => task.dur! >= longTaskMs * 1000).map(describe),
    blockingWall: blocking((task) => task.dur!),
    blockingCpu: blocking((task) => task.tdur ?? task.dur!),
  };
}

try {
  for (const url of urls)
    for (let run = 1; run <= runs; run++) {
      const { weight, events } = await trace(url);
      const { long, blockingWall, blockingCpu } = analyse(events);
      console.log(
        `${url} #${run}: ${weight.elements} elements, ${(weight.css / 1000).toFixed(1)} kB of inline CSS; blocking time at 4x after the first paint ${blockingWall} ms by wall time, ${blockingCpu} ms by CPU time`,
      );
      for (const task of long) console.log(`  ${task}`);
    }
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}
