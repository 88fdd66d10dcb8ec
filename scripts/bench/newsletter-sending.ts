import fs from "node:fs";
import { parseArgs } from "node:util";
import { parseEnv } from "../../app/config/env.server";
import { kindSettings } from "../../app/delivery/kinds.server";
import { createNewsletterQueue } from "../../app/delivery/newsletter-queue.server";
import { createOutbox } from "../../app/delivery/outbox.server";
import { composeIssue } from "../../app/newsletter/issue";
import { readNewsletterContent } from "../../app/newsletter/issues.server";
import { createSubscriptions } from "../../app/newsletter/subscriptions.server";
import type { Database } from "../../app/store/queryable";
import { openPostgres } from "../../app/store/postgres.server";
import { openSqlite } from "../../app/store/sqlite.server";
import { createDatabase, startPostgres, type PostgresCluster } from "../../tests/support/postgres";
import { temporaryDataDir } from "../../tests/support/temporary-dir";
import { printTable } from "./table";

/**
 * `npm run bench:newsletter`: how long `npm run newsletter -- send` takes to queue an issue for
 * 1,000 and 10,000 confirmed subscribers (`--subscribers`), and how much memory it takes, on a
 * temporary SQLite file and a throw-away PostgreSQL cluster (`--engine sqlite|postgres|both`). Then,
 * with the issue queued, how long the worker's claim takes to find a lead's notification (it must
 * not wait behind the newsletter). A measurement, not a test.
 */
const { values: args } = parseArgs({
  options: {
    subscribers: { type: "string", default: "1000,10000" },
    engine: { type: "string", default: "both" },
  },
});
const counts = args.subscribers.split(",").map(Number);
const engines = args.engine === "both" ? ["sqlite", "postgres"] : [args.engine];
// Mail configured, as the server that sends the newsletter has it (nothing is sent here).
const env = parseEnv({
  NEWSLETTER_RATE: "60",
  SMTP_URL: "smtp://127.0.0.1:25",
  MAIL_FROM: "Innova Consulting <hello@innova-consulting.com>",
});
const content = readNewsletterContent("app/content/newsletter", "app/content/blog/posts");
const issue = composeIssue(content.issues[0]!, content.articles, undefined, new Date());

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function fill(db: Database, count: number) {
  const at = new Date().toISOString();
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, (_, index) => start + index);
    await db.query
      .insertInto("subscribers")
      .values(
        rows.map((index) => ({
          email: `reader${index}@example.com`,
          lang: ["en", "pt", "es", "fr"][index % 4]!,
          page: "/",
          created_at: at,
          updated_at: at,
          status: "confirmed" as const,
          consent: "{}",
        })),
      )
      .execute();
  }
}

let cluster: PostgresCluster | undefined;
const dirs: string[] = [];
async function open(engine: string, count: number): Promise<Database> {
  if (engine === "sqlite") {
    dirs.push(temporaryDataDir(`bench-newsletter-${count}`));
    return openSqlite(dirs.at(-1)!, "server");
  }
  cluster ??= await startPostgres();
  return openPostgres(await createDatabase(cluster.adminUrl, `bench_newsletter_${count}`), "server");
}

const results: string[][] = [];
try {
  for (const engine of engines) {
    for (const count of counts) {
      const db = await open(engine, count);
      await fill(db, count);
      const outbox = createOutbox(db, kindSettings(env));
      const newsletter = createNewsletterQueue(db, outbox, createSubscriptions(db));
      global.gc?.();
      const before = process.memoryUsage();
      let peak = before.rss;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
      const started = performance.now();
      const queued = await newsletter.queue(issue, new Date());
      const queueMs = performance.now() - started;
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);

      // A lead's notification arrives behind the whole issue: the claim takes it first.
      await outbox.add(
        db,
        { kind: "contact.notification", recipient: "firm@example.com", payload: {} },
        new Date(),
      );
      const claimStarted = performance.now();
      const claimed = await outbox.claim(new Date(), 60_000, 10);
      const claimMs = performance.now() - claimStarted;
      if (claimed[0]?.kind !== "contact.notification")
        throw new Error("The notification was not claimed first");
      results.push([
        engine,
        String(count),
        String(queued),
        `${queueMs.toFixed(0)} ms`,
        `${((count / queueMs) * 1000).toFixed(0)}/s`,
        mb(peak - before.rss),
        `${claimMs.toFixed(1)} ms`,
      ]);
      await db.close();
    }
  }
} finally {
  cluster?.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
}
printTable(
  [
    "engine",
    "subscribers",
    "queued",
    "send (queueing)",
    "rate",
    "memory growth (RSS)",
    "claim with all queued",
  ],
  results,
);
