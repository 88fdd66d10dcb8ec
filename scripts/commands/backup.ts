import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import Sqlite from "better-sqlite3";
import { retention } from "../../app/config/retention";
import { databaseFile } from "../../app/store/sqlite.server";
import { fail, readEnv } from "./command-line";

/**
 * `npm run backup -- --to DIR`: today's copy of the server's database, and the deletion of copies older
 * than the privacy notice says a backup lives (`retention.backupDays`). The copy leaves out what the
 * notice promises nobody can read after 48 hours, the analytics' daily keys and visitor codes
 * (`analytics_salts`, `analytics_seen`); it holds everything else, so a restore loses only those.
 * SQLite: an online backup (consistent while the server writes), then the two tables emptied in the
 * copy and the file rewritten (VACUUM), so that no deleted page keeps them. PostgreSQL: `pg_dump`
 * (on the PATH) without those tables' rows. Bundled into `build/backup.js`; run it from a daily timer.
 */
const usage = `Usage: npm run -s backup -- --to DIR

Writes DIR/innova-YYYY-MM-DD.sqlite (or .dump for PostgreSQL, with DATABASE_URL set: pg_dump must be on
the PATH) from the server's database, without the analytics' daily keys and visitor codes, then deletes
the copies in DIR older than ${retention.backupDays} days (the privacy notice's period).

  --to DIR      where the copies are kept (created if missing)
  -h, --help    this help`;

const copyName = /^innova-(\d{4}-\d{2}-\d{2})\.(sqlite|dump)$/;
const unreadableAfter48Hours = ["analytics_salts", "analytics_seen"];

function options() {
  try {
    return parseArgs({
      options: { to: { type: "string" }, help: { type: "boolean", short: "h" } },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${usage}`);
  }
}

async function backUpSqlite(dataDir: string, target: string) {
  const file = path.join(dataDir, databaseFile);
  if (!fs.existsSync(file)) fail(`No database at ${file}. Is DATA_DIR the server's?`, 1);
  const source = new Sqlite(file, { readonly: true, fileMustExist: true });
  await source.backup(target);
  source.close();
  const copy = new Sqlite(target);
  // One self-contained file: no write-ahead log beside it to copy or lose.
  copy.pragma("journal_mode = DELETE");
  for (const table of unreadableAfter48Hours) copy.exec(`DELETE FROM ${table}`);
  copy.exec("VACUUM");
  copy.close();
}

function backUpPostgres(url: string, target: string) {
  const excluded = unreadableAfter48Hours.map((table) => `--exclude-table-data=${table}`);
  const dump = spawnSync("pg_dump", ["--format=custom", ...excluded, `--file=${target}`, url], {
    encoding: "utf8",
  });
  if (dump.error) fail(`Cannot run pg_dump: ${dump.error.message}. Install PostgreSQL's client.`, 1);
  if (dump.status !== 0) fail(`pg_dump failed: ${dump.stderr.trim()}`, 1);
}

/** The copies older than the notice's period, by the day in their name. */
function expired(dir: string, today: string) {
  const oldest = new Date(`${today}T00:00:00Z`);
  oldest.setUTCDate(oldest.getUTCDate() - retention.backupDays);
  return fs.readdirSync(dir).filter((name) => {
    const day = copyName.exec(name)?.[1];
    return day !== undefined && new Date(`${day}T00:00:00Z`) < oldest;
  });
}

const args = options();
if (args.help) {
  console.log(usage);
} else {
  if (!args.to) fail(`--to DIR is required.\n\n${usage}`);
  const env = readEnv();
  fs.mkdirSync(args.to, { recursive: true });
  const today = new Date().toISOString().slice(0, 10);
  const target = path.join(args.to, `innova-${today}.${env.DATABASE_URL ? "dump" : "sqlite"}`);
  const partial = `${target}.partial`;
  fs.rmSync(partial, { force: true });
  if (env.DATABASE_URL) backUpPostgres(env.DATABASE_URL, partial);
  else await backUpSqlite(env.DATA_DIR, partial);
  fs.renameSync(partial, target);
  console.log(`Wrote ${target}.`);
  for (const name of expired(args.to, today)) {
    fs.rmSync(path.join(args.to, name));
    console.log(`Deleted ${name}: older than ${retention.backupDays} days.`);
  }
}
