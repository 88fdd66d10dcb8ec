import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Sqlite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { retention } from "../../app/config/retention";
import { testEngine, withDatabase } from "../support/engine";
import { postForm } from "../support/form-posts";
import { backup } from "../support/leads-cli";
import { postgresBinDir } from "../support/postgres";
import { startServer, type ServerProcess } from "../support/server-process";
import { temporaryDataDir } from "../support/temporary-dir";
import { until } from "../support/until";

/**
 * `npm run backup`, as `docs/operations.md` documents it: a copy that holds the leads but not the
 * analytics' daily keys and visitor codes (the notice: nobody can link the figures after 48 hours),
 * and copies older than the notice's period deleted (a record erased today is gone from every copy
 * after `retention.backupDays`).
 */
let server: ServerProcess;
const backups = temporaryDataDir("backups");
const pathWithPostgres = [postgresBinDir(), process.env.PATH].filter(Boolean).join(":");

beforeAll(async () => {
  server = await startServer({
    dataDir: temporaryDataDir("backup"),
    env: { FORM_RATE_LIMIT: "0", FORM_MIN_FILL_MS: "0", ANALYTICS_FLUSH_MS: "100" },
  });
  const headers = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36" };
  expect((await fetch(`${server.origin}/about`, { headers })).status).toBe(200);
  const sent = await postForm(server.origin, "/contact", {
    name: "Backup Test",
    email: "backup-test@example.com",
    message: "Kept in the backup, with no visitor code beside it.",
  });
  expect(sent.status).toBe(200);
  await until("the day's visitor code", async () => (await counts()).seen > 0);
});
afterAll(async () => {
  await server?.stop();
  for (const dir of [server?.dataDir, backups]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function counts() {
  return withDatabase(server.dataDir, async (db) => ({
    seen: (await db.all("SELECT day FROM analytics_seen")).length,
    salts: (await db.all("SELECT day FROM analytics_salts")).length,
  }));
}

function daysAgo(days: number) {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() - days);
  return day.toISOString().slice(0, 10);
}

/** The rows of `table` in a copy, as `name` values or a count. */
function rowsInCopy(file: string, table: string): string {
  if (testEngine() === "sqlite") {
    const copy = new Sqlite(file, { readonly: true });
    const rows = copy.prepare(`SELECT * FROM ${table}`).all();
    copy.close();
    return JSON.stringify(rows);
  }
  return execFileSync(
    path.join(postgresBinDir()!, "pg_restore"),
    ["--data-only", `--table=${table}`, "--file=-", file],
    { encoding: "utf8" },
  ).replace(/^(--|SET|SELECT|COPY|\\\.|\\(un)?restrict).*$/gm, "");
}

describe("npm run backup", () => {
  it("copies the leads without the analytics' keys and visitor codes, and deletes copies past the notice's period", async () => {
    expect((await counts()).salts).toBeGreaterThan(0);
    const extension = testEngine() === "sqlite" ? "sqlite" : "dump";
    fs.mkdirSync(backups, { recursive: true });
    const tooOld = `innova-${daysAgo(retention.backupDays + 1)}.${extension}`;
    const kept = `innova-${daysAgo(retention.backupDays)}.${extension}`;
    for (const name of [tooOld, kept]) fs.writeFileSync(path.join(backups, name), "an older copy");

    const printed = await backup(server.dataDir, backups, pathWithPostgres);

    const today = path.join(backups, `innova-${daysAgo(0)}.${extension}`);
    expect(printed).toContain(`Wrote ${today}.`);
    expect(rowsInCopy(today, "contact_messages")).toContain("Backup Test");
    expect(rowsInCopy(today, "analytics_seen").trim()).toMatch(/^(\[\])?$/);
    expect(rowsInCopy(today, "analytics_salts").trim()).toMatch(/^(\[\])?$/);
    expect(fs.readdirSync(backups).sort()).toEqual([kept, path.basename(today)].sort());
    // The server's own database keeps its keys: only the copy leaves them out.
    expect((await counts()).salts).toBeGreaterThan(0);
  });
});
