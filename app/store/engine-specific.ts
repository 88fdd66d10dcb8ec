import { sql, type Expression, type SqlBool } from "kysely";
import type { Queryable } from "./queryable";

/**
 * Where the engines behave differently on purpose, one function per behaviour, so that a store
 * says which one it relies on. Everything else is the query builder's, the same on both engines.
 */

/**
 * `column = value`, ignoring ASCII case (email addresses), as each engine indexes it: SQLite's
 * `COLLATE NOCASE`, PostgreSQL's `lower()` (the indexes of `migrations.server.ts`).
 */
export function sameText(q: Queryable, column: "email" | "recipient", value: string): Expression<SqlBool> {
  return q.engine === "sqlite"
    ? sql<SqlBool>`${sql.ref(column)} = ${value} collate nocase`
    : sql<SqlBool>`lower(${sql.ref(column)}) = lower(${value})`;
}

/**
 * Until `tx` ends, no other transaction holds `name`: on PostgreSQL a transaction-scoped advisory
 * lock, which makes instances take turns (on a mailbox, a rate-limited kind, the analytics flush);
 * on SQLite nothing, its write transactions already run one at a time (`BEGIN IMMEDIATE`).
 */
export async function holdUntilCommit(tx: Queryable, name: string) {
  if (tx.engine === "postgres") await sql`select pg_advisory_xact_lock(hashtext(${name}))`.execute(tx.query);
}

/**
 * Whether `tx` may run the job `name` now: on PostgreSQL, unless another instance's transaction
 * holds its advisory lock (it runs the job then); on SQLite, one server, always.
 */
export async function mayRunJob(tx: Queryable, name: string) {
  if (tx.engine === "sqlite") return true;
  const { rows } = await sql<{
    locked: boolean;
  }>`select pg_try_advisory_xact_lock(hashtext(${name})) as locked`.execute(tx.query);
  return rows[0]?.locked === true;
}

interface Lockable<Query> {
  forUpdate(): Query;
  skipLocked(): Query;
}

/**
 * The rows `query` selects stay locked until the transaction ends (`FOR UPDATE`): another instance
 * reading them for update waits. SQLite needs nothing: its write transactions run one at a time.
 */
export function lockedUntilCommit<Query extends Lockable<Query>>(q: Queryable, query: Query): Query {
  return q.engine === "postgres" ? query.forUpdate() : query;
}

/**
 * `FOR UPDATE SKIP LOCKED`: the rows another instance is claiming at this moment are left out,
 * so N instances never claim one row twice. SQLite runs each statement alone, which gives the same.
 */
export function skippingLockedRows<Query extends Lockable<Query>>(q: Queryable, query: Query): Query {
  return q.engine === "postgres" ? query.forUpdate().skipLocked() : query;
}
