import type { Env } from "~/config/env.server";
import type { Database } from "./queryable";
import { openSqlite } from "./sqlite.server";

/**
 * Opens (and migrates) the database the settings name: PostgreSQL with `DATABASE_URL`, else SQLite.
 * PostgreSQL's driver is loaded only then: a SQLite server starts without it.
 */
export async function openDatabase(env: Pick<Env, "DATABASE_URL" | "DATA_DIR">): Promise<Database> {
  if (!env.DATABASE_URL) return openSqlite(env.DATA_DIR);
  const { openPostgres } = await import("./postgres.server");
  return openPostgres(env.DATABASE_URL);
}
