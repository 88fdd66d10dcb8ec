import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { formResult, pool, postForm } from "../../tests/support/form-posts";
import { withDatabase } from "../../tests/support/engine";
import { startMailServer } from "../../tests/support/mail-server";
import { startPostgres, type PostgresCluster } from "../../tests/support/postgres";
import { serverScript, startServer } from "../../tests/support/server-process";
import { temporaryDataDir } from "../../tests/support/temporary-dir";
import { startWebhookReceiver } from "../../tests/support/webhook-receiver";

/**
 * `npm run bench` (after `npm run build`): starts the built server beside this file on a free port,
 * with a temporary database (SQLite, or a throw-away PostgreSQL cluster with `--engine postgres`;
 * `--engine both` runs the two in one session) and no rate limit, then measures the contact form's posts (with lead
 * delivery off, then on: email and webhook to local test receivers), a prerendered page (with
 * the analytics counting on and off), the same page reached by a campaign link (`?utm_…`), and the
 * server's memory under a flood of user agents from one address (`--flood`, 150,000 by default; 0
 * skips it). A measurement, not a test: it prints numbers and fails only if a request fails.
 */
const { values: args } = parseArgs({
  options: {
    posts: { type: "string", default: "2000" },
    concurrency: { type: "string", default: "20" },
    seconds: { type: "string", default: "5" },
    rounds: { type: "string", default: "6" },
    engine: { type: "string", default: "sqlite" },
    flood: { type: "string", default: "150000" },
  },
});
if (!["sqlite", "postgres", "both"].includes(args.engine)) {
  console.error(`--engine takes sqlite (the default), postgres or both, not ${JSON.stringify(args.engine)}.`);
  process.exit(2);
}
const engines = (args.engine === "both" ? ["sqlite", "postgres"] : [args.engine]) as (
  | "sqlite"
  | "postgres"
)[];
const posts = Number(args.posts);
const concurrency = Number(args.concurrency);
const seconds = Number(args.seconds);
const rounds = Number(args.rounds);
const flood = Number(args.flood);

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function summary(rate: number, unit: string, latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return `  ${rate.toFixed(0)} ${unit}   p50 ${ms(percentile(sorted, 50))}   p95 ${ms(percentile(sorted, 95))}   p99 ${ms(percentile(sorted, 99))}   max ${ms(sorted.at(-1) ?? NaN)}`;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

// The built server (`build/server.js`, or E2E_BUILD_DIR's): this script runs from `.cache/tools/`.
const script = serverScript();
const cpus = os.cpus();
console.log(
  `Innova website benchmark: Node ${process.version}, ${cpus.length} × ${cpus[0]?.model.trim() ?? "CPU"}, load average ${os.loadavg()[0]!.toFixed(1)}, ${script}\n`,
);

interface FormRun {
  rate: number;
  latencies: number[];
  stored: number;
  failed: number;
  /** With delivery on: how long after the last answer every delivery was sent. */
  drainedMs?: number;
}

/** Posts the contact form `posts` times on a fresh server and database; `env` turns delivery on. */
async function contactRun(env: Record<string, string>, deliveries: boolean): Promise<FormRun> {
  const dataDir = temporaryDataDir("bench");
  const server = await startServer({
    script,
    dataDir,
    env: { FORM_RATE_LIMIT: "0", FORM_MIN_FILL_MS: "0", ...env },
  });
  try {
    const post = (message: string) =>
      postForm(server.origin, "/contact", {
        name: "Bench Mark",
        email: "bench@example.com",
        company: "Load",
        message,
      });
    await pool(100, concurrency, (index) => post(`warm-up ${index}`));

    const latencies: number[] = [];
    const [answers, elapsed] = await timed(() =>
      pool(posts, concurrency, async (index) => {
        const [answer, ms] = await timed(() => post(`bench ${index}`));
        latencies.push(ms);
        return answer.status === 200 && formResult(answer.text).ok;
      }),
    );
    const answered = performance.now();
    const count = (sql: string) =>
      withDatabase(dataDir, async (db) => (await db.get<{ n: number }>(sql))?.n ?? 0);
    const stored = await count("SELECT count(*) AS n FROM contact_messages WHERE message LIKE 'bench %'");
    let drainedMs: number | undefined;
    if (deliveries) {
      while ((await count("SELECT count(*) AS n FROM outbox WHERE state = 'pending'")) > 0) await sleep(20);
      drainedMs = performance.now() - answered;
    }
    return {
      rate: posts / (elapsed / 1000),
      latencies,
      stored,
      failed: answers.filter((ok) => !ok).length,
      drainedMs,
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * GETs `url` for `seconds`, `concurrency` at a time, as a browser asks for a page: a document load
 * from one of 200 browsers (user agents), so that the analytics count views and visitors.
 */
async function pageRun(url: string, forSeconds = seconds) {
  return requestRun(url, { forSeconds, browsers: 200 });
}

/**
 * GETs `url`, `concurrency` at a time, for `forSeconds` or `count` requests, from `browsers`
 * different user agents (each a new one when `browsers` is Infinity).
 */
async function requestRun(url: string, { forSeconds = Infinity, count = Infinity, browsers = 200 }) {
  const latencies: number[] = [];
  const until = forSeconds === Infinity ? Infinity : performance.now() + forSeconds * 1000;
  let sent = 0;
  const [, elapsed] = await timed(() =>
    Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < until && sent < count) {
          const browser = Number.isFinite(browsers) ? sent++ % browsers : sent++;
          const headers = {
            "Accept-Encoding": "br, gzip",
            "Accept-Language": "pt-BR,pt;q=0.9",
            "Sec-Fetch-Dest": "document",
            "User-Agent": `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 bench/${browser}`,
          };
          const [answer, ms] = await timed(async () => {
            const response = await fetch(url, { headers });
            await response.arrayBuffer();
            return response;
          });
          if (!answer.ok) throw new Error(`GET ${url} answered ${answer.status}`);
          latencies.push(ms);
        }
      }),
    ),
  );
  return { rate: latencies.length / (elapsed / 1000), latencies };
}

/**
 * The CPU time (user + system, ms) a process has used: what a page costs the server, whatever else
 * the machine runs at the time (which moves pages per second, not this). Linux only; 0 elsewhere.
 */
function cpuMs(pid: number) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/** A process's resident memory, in MB (Linux; 0 elsewhere). */
function rssMb(pid: number) {
  try {
    const line = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
    return Number(line?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** A page run, and the server's CPU time per page during it (µs). */
async function measuredRun(target: { origin: string; pid: number }, forSeconds: number) {
  const before = cpuMs(target.pid);
  const run = await pageRun(`${target.origin}/about`, forSeconds);
  return { ...run, cpuUs: ((cpuMs(target.pid) - before) * 1000) / run.latencies.length };
}

/** The floor to compare with: a Node process that answers every request with one precompressed file. */
async function startMinimalStaticServer(file: string) {
  const child = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `import http from "node:http"; import { spawn } from "node:child_process";
import fs from "node:fs";
       const file = ${JSON.stringify(file)};
       http.createServer((req, res) => {
         const stat = fs.statSync(file);
         res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Encoding": "br", "Content-Length": stat.size });
         fs.createReadStream(file).pipe(res);
       }).listen(0, "127.0.0.1", function () { console.log(this.address().port); });`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const port = await new Promise<string>((resolve) =>
    child.stdout.once("data", (data: Buffer) => resolve(data.toString().trim())),
  );
  return { url: `http://127.0.0.1:${port}/about`, stop: () => child.kill() };
}

// The pages come from files: the servers for them run on the default engine, one counting the
// views (ANALYTICS=on, the default) and one not.
const dataDir = temporaryDataDir("bench-pages");
const server = await startServer({ script, dataDir, env: { FORM_RATE_LIMIT: "0", FORM_MIN_FILL_MS: "0" } });
const uncountedDir = temporaryDataDir("bench-pages-off");
const uncounted = await startServer({ script, dataDir: uncountedDir, env: { ANALYTICS: "off" } });
const mail = await startMailServer();
const hooks = await startWebhookReceiver();

/** The contact form's runs on one engine: delivery off, then on. */
async function engineRuns(engine: "sqlite" | "postgres") {
  let cluster: PostgresCluster | undefined;
  process.env.TEST_ENGINE = engine;
  if (engine === "postgres") {
    cluster = await startPostgres();
    process.env.TEST_POSTGRES_URL = cluster.adminUrl;
  }
  try {
    const received = { mail: mail.received.length, hooks: hooks.requests.length };
    const off = await contactRun({}, false);
    const on = await contactRun(
      {
        SMTP_URL: mail.url,
        MAIL_FROM: "Innova Consulting <hello@innova-consulting.com>",
        LEAD_WEBHOOK_URL: hooks.url,
        LEAD_WEBHOOK_SECRET: `whsec_${Buffer.from("bench-webhook-secret").toString("base64")}`,
      },
      true,
    );
    const durability =
      engine === "sqlite"
        ? "SQLite, synchronous=FULL: each one on disk before its answer"
        : "PostgreSQL 127.0.0.1, fsync=on, synchronous_commit=on: each one in the WAL on disk before its answer";
    console.log(`Contact form: ${posts} posts to /contact, ${concurrency} at a time (${durability})`);
    console.log(
      `  delivery off:${summary(off.rate, "submissions/s", off.latencies)}   (${off.stored} stored, ${off.failed} failed)`,
    );
    console.log(
      `  delivery on: ${summary(on.rate, "submissions/s", on.latencies)}   (${on.stored} stored, ${on.failed} failed)`,
    );
    console.log(
      `  delivery on / off: ${((on.rate / off.rate) * 100).toFixed(0)} %   (${mail.received.length - received.mail} emails and ${hooks.requests.length - received.hooks} webhooks received, the last ${((on.drainedMs ?? 0) / 1000).toFixed(1)} s after the last answer)\n`,
    );
    if (off.failed + on.failed > 0) process.exitCode = 1;
  } finally {
    cluster?.stop();
  }
}

try {
  for (const engine of engines) await engineRuns(engine);
  process.env.TEST_ENGINE = "sqlite";

  // The same page from the site's server and from a minimal static file server (a separate process
  // that sends the build's Brotli file and nothing else), in the same run, so the machine is the same.
  const staticServer = await startMinimalStaticServer(
    path.join(path.dirname(script), "client/about/index.html.br"),
  );
  try {
    // Off and on in turns, `--rounds` times, `seconds / 2` each; the median round of each is
    // compared, so that a burst of load elsewhere on the machine does not decide the ratio.
    const median = <T extends { rate: number }>(runs: T[], of: (run: T) => number = (run) => run.rate) =>
      [...runs].sort((a, b) => of(a) - of(b))[Math.floor(runs.length / 2)]!;
    type Measured = Awaited<ReturnType<typeof measuredRun>>;
    const offRuns: Measured[] = [];
    const onRuns: Measured[] = [];
    for (let round = 0; round < rounds; round++) {
      offRuns.push(await measuredRun(uncounted, seconds / 2));
      onRuns.push(await measuredRun(server, seconds / 2));
    }
    const [site, off] = [median(onRuns), median(offRuns)];
    const cpu = (runs: Measured[]) => median(runs, (run) => run.cpuUs).cpuUs;
    const rates = (runs: { rate: number }[]) => runs.map((run) => run.rate.toFixed(0)).join(", ");
    const minimal = await pageRun(staticServer.url);
    console.log(
      `\nPrerendered page: GET /about, ${concurrency} at a time, Accept-Encoding: br, gzip, 200 browsers; counting on and off: the median of ${rounds} rounds of ${seconds / 2} s each, in turns`,
    );
    console.log(`  site's server, counting on:  ${summary(site.rate, "pages/s", site.latencies)}`);
    console.log(`  site's server, ANALYTICS=off: ${summary(off.rate, "pages/s", off.latencies)}`);
    console.log(
      `  counting on / off: ${((site.rate / off.rate) * 100).toFixed(0)} % (target ≥ 95 %; rounds on: ${rates(onRuns)}; off: ${rates(offRuns)})`,
    );
    console.log(
      `  server CPU per page (median): on ${cpu(onRuns).toFixed(0)} µs, off ${cpu(offRuns).toFixed(0)} µs: on / off as CPU-bound pages/s ${((cpu(offRuns) / cpu(onRuns)) * 100).toFixed(0)} %`,
    );
    console.log(`  minimal static server: ${summary(minimal.rate, "pages/s", minimal.latencies)}`);
    console.log(`  site / minimal: ${((site.rate / minimal.rate) * 100).toFixed(0)} %`);

    // A newsletter's link: the home page with campaign tags, served as its file (counting on).
    const campaignUrl = `${server.origin}/?utm_source=newsletter&utm_medium=email&utm_campaign=2026-12`;
    const campaign = await pageRun(campaignUrl);
    const home = await pageRun(`${server.origin}/`);
    console.log(
      `\nA campaign link: GET /?utm_source=newsletter&utm_medium=email&utm_campaign=2026-12 against GET /`,
    );
    console.log(`  campaign link: ${summary(campaign.rate, "pages/s", campaign.latencies)}`);
    console.log(`  plain page:    ${summary(home.rate, "pages/s", home.latencies)}`);
    console.log(`  campaign / plain: ${((campaign.rate / home.rate) * 100).toFixed(0)} %`);
  } finally {
    staticServer.stop();
  }

  if (flood > 0) {
    // One address, a new user agent on every request: what the analytics hold must not grow with it.
    const floodDir = temporaryDataDir("bench-flood");
    const target = await startServer({ script, dataDir: floodDir, env: { FORM_RATE_LIMIT: "0" } });
    try {
      await requestRun(`${target.origin}/`, { count: 5_000, browsers: 200 });
      const before = rssMb(target.pid);
      const run = await requestRun(`${target.origin}/`, { count: flood, browsers: Infinity });
      const after = rssMb(target.pid);
      const health = await fetch(`${target.origin}/healthz`);
      console.log(
        `\nA flood: ${flood.toLocaleString("en")} GET / from one address, each with a new user agent, ${concurrency} at a time`,
      );
      console.log(`  ${summary(run.rate, "requests/s", run.latencies)}`);
      console.log(
        `  server memory (RSS): ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after: ${(after - before).toFixed(0)} MB more; /healthz ${health.status}`,
      );
    } finally {
      await target.stop();
      fs.rmSync(floodDir, { recursive: true, force: true });
    }
  }
} finally {
  await server.stop();
  await uncounted.stop();
  await mail.stop();
  await hooks.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(uncountedDir, { recursive: true, force: true });
}
