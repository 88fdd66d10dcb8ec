import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { formResult, pool, postForm } from "../tests/support/form-posts";
import { withDatabase } from "../tests/support/engine";
import { startMailServer } from "../tests/support/mail-server";
import { startPostgres, type PostgresCluster } from "../tests/support/postgres";
import { startServer } from "../tests/support/server-process";
import { temporaryDataDir } from "../tests/support/temporary-dir";
import { startWebhookReceiver } from "../tests/support/webhook-receiver";

/**
 * `npm run bench` (after `npm run build`): starts the built server beside this file on a free port,
 * with a temporary database (SQLite, or a throw-away PostgreSQL cluster with `--engine postgres`;
 * `--engine both` runs the two in one session) and no rate limit, then measures the contact form's posts (with lead
 * delivery off, then on: email and webhook to local test receivers) and a prerendered page. A measurement, not a test: it prints numbers and fails only if a post fails.
 */
const { values: args } = parseArgs({
  options: {
    posts: { type: "string", default: "2000" },
    concurrency: { type: "string", default: "20" },
    seconds: { type: "string", default: "5" },
    engine: { type: "string", default: "sqlite" },
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

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), "server.js");
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
      postForm(server.origin, "/contact.data", {
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

/** GETs `url` for `seconds`, `concurrency` at a time, as a browser asks for a page. */
async function pageRun(url: string) {
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  const [, elapsed] = await timed(() =>
    Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < until) {
          const [answer, ms] = await timed(async () => {
            const response = await fetch(url, { headers: { "Accept-Encoding": "br, gzip" } });
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

// The pages come from files: the server for them runs on the default engine.
const dataDir = temporaryDataDir("bench-pages");
const server = await startServer({ script, dataDir, env: { FORM_RATE_LIMIT: "0", FORM_MIN_FILL_MS: "0" } });
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
    console.log(`Contact form: ${posts} posts to /contact.data, ${concurrency} at a time (${durability})`);
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
    const site = await pageRun(`${server.origin}/about`);
    const minimal = await pageRun(staticServer.url);
    console.log(
      `\nPrerendered page: GET /about for ${seconds} s each, ${concurrency} at a time, Accept-Encoding: br, gzip`,
    );
    console.log(`  site's server: ${summary(site.rate, "pages/s", site.latencies)}`);
    console.log(`  minimal static server: ${summary(minimal.rate, "pages/s", minimal.latencies)}`);
    console.log(`  site / minimal: ${((site.rate / minimal.rate) * 100).toFixed(0)} %`);
  } finally {
    staticServer.stop();
  }
} finally {
  await server.stop();
  await mail.stop();
  await hooks.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
