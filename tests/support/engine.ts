import path from "node:path";
import type { Database, Engine } from "../../app/store/queryable";
import { openPostgres } from "../../app/store/postgres.server";
import { openSqlite } from "../../app/store/sqlite.server";
import { createDatabase } from "./postgres";

/**
 * The engine the server tests run on: `npm run test:server` runs them once per engine (the
 * `sqlite` and `postgres` projects of vitest.server.config.ts; `npm run bench -- --engine`
 * chooses it too). On PostgreSQL, each test's data
 * directory stands for a database of the cluster the project's global setup started
 * (`TEST_POSTGRES_URL`), so a test that restarts a server on its data directory finds its rows.
 */
export const testEngine = (): Engine => (process.env.TEST_ENGINE === "postgres" ? "postgres" : "sqlite");

function adminUrl() {
  const url = process.env.TEST_POSTGRES_URL;
  if (!url) throw new Error("TEST_ENGINE=postgres needs TEST_POSTGRES_URL (vitest.server.config.ts sets it)");
  return url;
}

/** The database of a data directory: its name on PostgreSQL (`innova-forms-AbC123` → `innova_forms_abc123`). */
const databaseName = (dataDir: string) =>
  path
    .basename(dataDir)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "_");

/** The PostgreSQL database that stands for `dataDir` (made if need be), as a URL. */
export const postgresUrl = (dataDir: string) => createDatabase(adminUrl(), databaseName(dataDir));

/** What the server's environment needs to use the test engine for `dataDir`. */
export async function databaseEnv(dataDir: string): Promise<Record<string, string>> {
  if (testEngine() === "sqlite") return {};
  return { DATABASE_URL: await postgresUrl(dataDir) };
}

/**
 * The database of `dataDir` as the server sees it, to read (or prepare) rows. Close it after use.
 * `create`: made and migrated as a server's first start does, to fill it before any server runs.
 */
export async function openTestDatabase(dataDir: string, create = false): Promise<Database> {
  if (testEngine() === "sqlite") return openSqlite(dataDir, create ? "server" : "write");
  return openPostgres((await databaseEnv(dataDir)).DATABASE_URL!, create ? "server" : "existing");
}

/** Runs `work` on the database of `dataDir` (`create`: made first if need be), then closes it. */
export async function withDatabase<T>(
  dataDir: string,
  work: (db: Database) => Promise<T>,
  create = false,
): Promise<T> {
  const db = await openTestDatabase(dataDir, create);
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}
