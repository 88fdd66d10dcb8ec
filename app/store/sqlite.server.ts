import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import type { Database, Params, Queryable } from "./queryable";
import { sqliteMigrations } from "./migrations.server";

export const databaseFile = "innova.sqlite";

/**
 * `server`: created if missing, and migrated. `read` and `write` (for `npm run leads`): the file must
 * exist, so that a mistyped DATA_DIR never looks like "no leads yet".
 */
type Access = "server" | "read" | "write";

/**
 * The embedded engine: one SQLite file under `DATA_DIR`, created and migrated on first use, written
 * with `synchronous = FULL` so that what a visitor was told is stored survives a power cut.
 *
 * better-sqlite3 is synchronous and has one connection, so a transaction in progress must not see
 * another request's statements interleaved: every statement and transaction takes its turn in one
 * queue (`serialized`). A transaction's own statements run directly on the connection.
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
    if (access === "server") migrate(db);
  }
  return sqliteDatabase(db, file);
}

function migrate(db: BetterSqlite3.Database) {
  const applied = Number(db.pragma("user_version", { simple: true }));
  sqliteMigrations.slice(applied).forEach((sql, index) => {
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${applied + index + 1}`);
    })();
  });
}

function sqliteDatabase(db: BetterSqlite3.Database, file: string): Database {
  const statements = new Map<string, BetterSqlite3.Statement>();
  const prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const bind = (params: Params | undefined) => (params === undefined ? [] : [params]);

  // Statements of a transaction in progress: straight to the connection.
  const direct: Queryable = {
    engine: "sqlite",
    all: async <Row>(sql: string, params?: Params) => prepare(sql).all(...bind(params)) as Row[],
    get: async <Row>(sql: string, params?: Params) => prepare(sql).get(...bind(params)) as Row | undefined,
    run: async (sql, params) => prepare(sql).run(...bind(params)).changes,
    transaction: (work) => work(direct),
  };

  // A statement through the database (not `tx`) from inside a transaction would wait for that
  // transaction, which waits for it: fail at once instead of hanging the request.
  const inTransaction = new AsyncLocalStorage<boolean>();
  let queue: Promise<unknown> = Promise.resolve();
  function serialized<T>(work: () => Promise<T>): Promise<T> {
    if (inTransaction.getStore()) {
      return Promise.reject(
        new Error("SQL on the database inside one of its transactions: use the transaction's `tx`"),
      );
    }
    const turn = queue.then(work);
    queue = turn.catch(() => undefined);
    return turn;
  }

  function transaction<T>(work: (tx: Queryable) => Promise<T>) {
    return serialized(async () => {
      // IMMEDIATE: the write lock at once, so another process on the file waits (busy_timeout)
      // rather than failing at commit.
      db.exec("BEGIN IMMEDIATE");
      try {
        const result = await inTransaction.run(true, () => work(direct));
        db.exec("COMMIT");
        return result;
      } catch (error) {
        if (db.inTransaction) db.exec("ROLLBACK");
        throw error;
      }
    });
  }

  return {
    engine: "sqlite",
    all: (sql, params) => serialized(() => direct.all(sql, params)),
    get: (sql, params) => serialized(() => direct.get(sql, params)),
    run: (sql, params) => serialized(() => direct.run(sql, params)),
    transaction,
    // One file, one server: nothing else runs the job.
    exclusively: (_job, work) => transaction(work),
    describe: () => `SQLite, ${file}`,
    close: () =>
      serialized(async () => {
        db.close();
      }),
  };
}
