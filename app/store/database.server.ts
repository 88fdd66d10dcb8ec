import type { Env } from "~/config/env.server";
import { openPostgres } from "./postgres.server";
import type { Database } from "./queryable";
import { openSqlite } from "./sqlite.server";

/** Opens (and migrates) the database the settings name: PostgreSQL with `DATABASE_URL`, else SQLite. */
export function openDatabase(env: Pick<Env, "DATABASE_URL" | "DATA_DIR">): Promise<Database> {
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openSqlite(env.DATA_DIR);
}
