import { randomBytes } from "node:crypto";
import { PostgresDialect, sql } from "kysely";
import pg from "pg";
import { kyselyDatabase } from "./kysely.server";
import { migrations, type SchemaAtTheTime } from "./migrations.server";
import type { Database } from "./queryable";

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
  const where = new URL(url);
  const database = kyselyDatabase(
    "postgres",
    new PostgresDialect({ pool }),
    `${where.host}${where.pathname}`,
  );
  try {
    if (access === "server") await migrate(database.query);
    else await mustBeMigrated(database.query);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** `npm run leads` never creates tables: a mistyped DATABASE_URL must not look like "no leads yet". */
async function mustBeMigrated(db: SchemaAtTheTime) {
  const { rows } = await sql<{
    table: string | null;
  }>`select to_regclass('schema_migrations') as table`.execute(db);
  if (!rows[0]?.table) {
    throw new Error(
      "no leads tables in this database: is DATABASE_URL the server's? (The server creates them.)",
    );
  }
}

/**
 * Applies the migrations this database lacks, each in its transaction, recorded in
 * `schema_migrations`; instances that start together take turns (a session advisory lock).
 */
async function migrate(db: SchemaAtTheTime) {
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${migrationLock})`.execute(connection);
    try {
      await connection.schema
        .createTable("schema_migrations")
        .ifNotExists()
        .addColumn("version", "integer", (column) => column.primaryKey())
        .addColumn("applied_at", "text", (column) => column.notNull())
        .addColumn("name", "text", (column) => column.notNull())
        .execute();
      await renumberPreviousRelease(connection);
      const { applied } = await connection
        .selectFrom("schema_migrations")
        .select((eb) => eb.fn.coalesce(eb.fn.max("version"), eb.lit(0)).as("applied"))
        .executeTakeFirstOrThrow();
      for (const [index, migration] of migrations.entries()) {
        if (index < applied) continue;
        await connection.transaction().execute(async (tx) => {
          await migration.up(tx, "postgres");
          await tx
            .insertInto("schema_migrations")
            .values({ version: index + 1, applied_at: new Date().toISOString(), name: migration.name })
            .execute();
        });
      }
    } finally {
      await sql`select pg_advisory_unlock(${migrationLock})`.execute(connection).catch(() => undefined);
    }
  });
}

/**
 * The previous release kept one list of migrations per engine: its PostgreSQL list began with one
 * migration that made what the shared list's first four make, then followed it one for one. Its
 * `schema_migrations` has no `name`: such a database is renumbered once, its version `v` becoming
 * `v + 3`, and is then migrated on like any other. That release also made the unsubscribe links'
 * key at each start-up rather than in a migration: made here if it never got to.
 */
async function renumberPreviousRelease(db: SchemaAtTheTime) {
  const { rows: named } = await sql`select 1 from information_schema.columns
    where table_schema = current_schema() and table_name = 'schema_migrations' and column_name = 'name'`.execute(
    db,
  );
  if (named.length > 0) return;
  await db.transaction().execute(async (tx) => {
    const applied = await tx
      .selectFrom("schema_migrations")
      .select(["version", "applied_at"])
      .orderBy("version")
      .execute();
    await tx.deleteFrom("schema_migrations").execute();
    await tx.schema
      .alterTable("schema_migrations")
      .addColumn("name", "text", (column) => column.notNull())
      .execute();
    for (const { version, applied_at } of applied as { version: number; applied_at: string }[]) {
      for (let shared = version === 1 ? 1 : version + 3; shared <= version + 3; shared++) {
        await tx
          .insertInto("schema_migrations")
          .values({ version: shared, applied_at, name: migrations[shared - 1]!.name })
          .execute();
      }
    }
    if (applied.length > 0) {
      await tx
        .insertInto("secrets")
        .values({ name: "link-signing", value: randomBytes(32).toString("hex") })
        .onConflict((conflict) => conflict.column("name").doNothing())
        .execute();
    }
  });
}
