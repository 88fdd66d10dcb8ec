import { randomBytes } from "node:crypto";
import pg from "pg";
import type { Database, Params, Queryable } from "./queryable";
import { postgresMigrations } from "./migrations.server";

// Counts and ids are BIGINT: read them as numbers (they stay far below 2^53).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** The advisory lock that lets one instance at a time migrate. Any constant of our own. */
const migrationLock = 0x1a60_0001;

/**
 * The shared engine: PostgreSQL, for several server instances. Every instance keeps a small pool;
 * the visitor is told "sent" only after `COMMIT` returned, and PostgreSQL's default
 * `synchronous_commit = on` has flushed the WAL by then.
 */
export async function openPostgres(url: string, access: "server" | "existing" = "server"): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  // An idle connection that the server drops (a restart, a failover) must not crash the process.
  pool.on("error", (error) => console.error("PostgreSQL connection lost:", error.message));
  try {
    if (access === "server") await migrate(pool);
    else await mustBeMigrated(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return postgresDatabase(pool, url);
}

/** `@name` placeholders (or `?` with an array) become PostgreSQL's `$1, $2…`. */
export function toPositional(sql: string, params: Params | undefined): [string, unknown[]] {
  if (params === undefined) return [sql, []];
  if (Array.isArray(params)) {
    let index = 0;
    return [sql.replace(/\?/g, () => `$${++index}`), params];
  }
  const names: string[] = [];
  const text = sql.replace(/@(\w+)/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`Missing SQL parameter @${name}`);
    let index = names.indexOf(name);
    if (index === -1) index = names.push(name) - 1;
    return `$${index + 1}`;
  });
  return [text, names.map((name) => params[name])];
}

function queryable(client: pg.Pool | pg.PoolClient, transaction: Queryable["transaction"]): Queryable {
  const query = (sql: string, params?: Params) => client.query(...toPositional(sql, params));
  return {
    engine: "postgres",
    all: async <Row>(sql: string, params?: Params) => (await query(sql, params)).rows as Row[],
    get: async <Row>(sql: string, params?: Params) => (await query(sql, params)).rows[0] as Row | undefined,
    run: async (sql, params) => (await query(sql, params)).rowCount ?? 0,
    transaction,
  };
}

async function inTransaction<T>(pool: pg.Pool, work: (tx: Queryable) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  const tx: Queryable = queryable(client, (inner) => inner(tx));
  try {
    await client.query("BEGIN");
    const result = await work(tx);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

function postgresDatabase(pool: pg.Pool, url: string): Database {
  const transaction = <T>(work: (tx: Queryable) => Promise<T>) => inTransaction(pool, work);
  const where = new URL(url);
  return {
    ...queryable(pool, transaction),
    exclusively: (job, work) =>
      transaction(async (tx) => {
        const lock = await tx.get<{ locked: boolean }>(
          "SELECT pg_try_advisory_xact_lock(hashtext(@job)) AS locked",
          { job },
        );
        return lock?.locked ? work(tx) : undefined;
      }),
    describe: () => `PostgreSQL, ${where.host}${where.pathname}`,
    close: () => pool.end(),
  };
}

/** `npm run leads` never creates tables: a mistyped DATABASE_URL must not look like "no leads yet". */
async function mustBeMigrated(pool: pg.Pool) {
  const { rows } = await pool.query<{ table: string | null }>(
    "SELECT to_regclass('schema_migrations') AS table",
  );
  if (!rows[0]?.table) {
    throw new Error(
      "no leads tables in this database: is DATABASE_URL the server's? (The server creates them.)",
    );
  }
}

/** Applies the migrations this database lacks; instances that start together take turns. */
async function migrate(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [migrationLock]);
    await client.query(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)",
    );
    const { rows } = await client.query<{ applied: number | null }>(
      "SELECT max(version) AS applied FROM schema_migrations",
    );
    const applied = rows[0]?.applied ?? 0;
    for (const [index, sql] of postgresMigrations.entries()) {
      if (index < applied) continue;
      await client.query("BEGIN");
      try {
        await client.query(sql);
        await client.query("INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)", [
          index + 1,
          new Date().toISOString(),
        ]);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      }
    }
    // The key of the newsletter's unsubscribe links: made once, from Node's random source.
    await client.query(
      "INSERT INTO secrets (name, value) VALUES ('link-signing', $1) ON CONFLICT (name) DO NOTHING",
      [randomBytes(32).toString("hex")],
    );
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [migrationLock]).catch(() => undefined);
    client.release();
  }
}
