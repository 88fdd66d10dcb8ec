import fs from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { CompiledQuery, SqliteDialect, SqliteDriver, sql, type DatabaseConnection } from "kysely";
import { kyselyDatabase } from "./kysely.server";
import { migrations, type SchemaAtTheTime } from "./migrations.server";
import type { Database } from "./queryable";

export const databaseFile = "innova.sqlite";

/**
 * `server`: created if missing, and migrated. `read` and `write` (for `npm run leads`): the file must
 * exist, so that a mistyped DATA_DIR never looks like "no leads yet".
 */
type Access = "server" | "read" | "write";

/**
 * better-sqlite3 has one synchronous connection: Kysely's driver lends it to one query or one
 * transaction at a time, so a transaction's statements never interleave with another request's.
 * Two changes to its transactions:
 * - `BEGIN IMMEDIATE`: the write lock at once, so another process on the file waits (busy_timeout)
 *   rather than failing at commit;
 * - no `ROLLBACK` when SQLite has already rolled the transaction back itself (a full disk): the
 *   error that caused it is the one to report.
 * Closing waits for the query or transaction in progress.
 */
class FileDriver extends SqliteDriver {
  constructor(private readonly file: BetterSqlite3.Database) {
    super({ database: file });
  }

  override async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }

  override async rollbackTransaction(connection: DatabaseConnection) {
    if (this.file.inTransaction) await super.rollbackTransaction(connection);
  }

  override async destroy() {
    await this.acquireConnection();
    await super.destroy();
  }
}

/**
 * The embedded engine: one SQLite file under `DATA_DIR`, created and migrated on first use, written
 * with `synchronous = FULL` so that what a visitor was told is stored survives a power cut.
 */
export async function openSqlite(dataDir: string, access: Access = "server"): Promise<Database> {
  const file = path.join(dataDir, databaseFile);
  if (access === "server") fs.mkdirSync(dataDir, { recursive: true });
  const db = new BetterSqlite3(file, { readonly: access === "read", fileMustExist: access !== "server" });
  db.pragma("busy_timeout = 5000");
  if (access !== "read") {
    db.pragma("journal_mode = WAL");
    // FULL: a submission the visitor saw confirmed is on disk, even if the machine dies right after.
    db.pragma("synchronous = FULL");
    const synchronous = db.pragma("synchronous", { simple: true });
    const journal = db.pragma("journal_mode", { simple: true });
    if (synchronous !== 2 || journal !== "wal") {
      throw new Error(
        `SQLite durability settings not applied (synchronous=${synchronous}, journal_mode=${journal})`,
      );
    }
  }
  const dialect = new SqliteDialect({ database: db });
  const database = kyselyDatabase(
    "sqlite",
    {
      createAdapter: () => dialect.createAdapter(),
      createDriver: () => new FileDriver(db),
      createQueryCompiler: () => dialect.createQueryCompiler(),
      createIntrospector: (kysely) => dialect.createIntrospector(kysely),
    },
    file,
  );
  if (access === "server") {
    try {
      await migrate(database.query);
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  // Kysely opens its driver on the first query: a command that ran none still closes the file.
  return {
    ...database,
    async close() {
      await database.close();
      if (db.open) db.close();
    },
  };
}

const userVersion = async (db: SchemaAtTheTime) =>
  (await sql<{ user_version: number }>`pragma user_version`.execute(db)).rows[0]?.user_version ?? 0;

/**
 * Applies the migrations the file lacks, counted in `PRAGMA user_version`, each in its transaction;
 * the count is read again under the write lock, in case another process on the file applied it.
 */
async function migrate(db: SchemaAtTheTime) {
  const applied = await userVersion(db);
  for (const [index, migration] of migrations.entries()) {
    if (index < applied) continue;
    await db.transaction().execute(async (tx) => {
      if ((await userVersion(tx)) > index) return;
      await migration.up(tx, "sqlite");
      await sql`pragma user_version = ${sql.lit(index + 1)}`.execute(tx);
    });
  }
}
