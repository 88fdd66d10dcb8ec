import fs from "node:fs";
import path from "node:path";
import { ConfigError, parseEnv, type Env } from "../../app/config/env.server";
import type { Database } from "../../app/store/queryable";
import { openPostgres } from "../../app/store/postgres.server";
import { databaseFile, openSqlite } from "../../app/store/sqlite.server";

/** What the firm's commands (`leads`, `stats`, `newsletter`) share: one way to fail, to read the settings, to open the store. */
export function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

/** The server's settings, as the server reads them; a bad one ends the command with its one-line error. */
export function readEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message, 1);
    throw error;
  }
}

/**
 * The server's database: PostgreSQL if DATABASE_URL is set, else the SQLite file under DATA_DIR.
 * Never created here: a mistyped setting must not look like "no leads yet".
 */
export async function openStore(access: "read" | "write", env = readEnv()): Promise<Database> {
  if (env.DATABASE_URL) {
    try {
      return await openPostgres(env.DATABASE_URL, "existing");
    } catch (error) {
      return fail(`Cannot read the database of DATABASE_URL: ${(error as Error).message}`, 1);
    }
  }
  const file = path.join(env.DATA_DIR, databaseFile);
  if (!fs.existsSync(file))
    fail(`No database at ${file}. Is DATA_DIR the server's? (It is created on the first submission.)`, 1);
  return openSqlite(env.DATA_DIR, access);
}

/** A `--since`/`--until` option: a day as YYYY-MM-DD (UTC), or "" when it is not given. */
export function dayOption(value: string | undefined, option: string) {
  if (value === undefined) return "";
  const day = new Date(`${value}T00:00:00.000Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(value) ||
    Number.isNaN(day.getTime()) ||
    day.toISOString().slice(0, 10) !== value
  ) {
    fail(`${option} takes a date as YYYY-MM-DD, such as 2025-01-31 (not ${JSON.stringify(value)}).`);
  }
  return value;
}

/** A titled block of the terminal output. */
export function section(title: string, table: string) {
  return `${title}\n${"=".repeat(title.length)}\n${table || "(none)"}`;
}
