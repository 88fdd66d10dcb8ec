import type { Kysely } from "kysely";
import type { Tables } from "./tables";

/**
 * The leads database, on one of two engines: the embedded SQLite file under `DATA_DIR` (the
 * default, nothing to set up) or PostgreSQL when `DATABASE_URL` is set (several server instances
 * share it). The stores are written once against `Queryable`: typed queries over the tables the
 * migrations make, and transactions that compose. Where the engines behave differently on purpose,
 * a store calls a function of `engine-specific.ts` that says which behaviour it is.
 * See docs/decisions/005-one-store-two-engines.md.
 */
export type Engine = "sqlite" | "postgres";

/** What a store needs: the database itself, or a transaction in progress. */
export interface Queryable {
  readonly engine: Engine;
  /**
   * The query builder, typed by `tables.ts`: the database's, or inside `transaction`, the
   * transaction's. Timestamps are ISO 8601 text in UTC on both engines, so they compare as text.
   */
  readonly query: Kysely<Tables>;
  /**
   * Runs `work` in a transaction: committed when it resolves, rolled back when it throws. Inside a
   * transaction, it joins the transaction in progress, so stores compose.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
}

/** Parameters of SQL text: an object for `@name` placeholders, an array for `?`. */
export type Params = Record<string, string | number | null> | (string | number | null)[];

/**
 * SQL written as text, for what is not a store's query: the command line's and the tests' own
 * reads and checks (`sqlite_master`, `PRAGMA integrity_check`, rows set up by hand).
 */
export interface SqlText {
  all<Row>(sql: string, params?: Params): Promise<Row[]>;
  get<Row>(sql: string, params?: Params): Promise<Row | undefined>;
  /** Runs a statement that returns no rows; resolves to the number of rows it changed. */
  run(sql: string, params?: Params): Promise<number>;
}

export interface Database extends Queryable, SqlText {
  transaction<T>(work: (tx: Queryable & SqlText) => Promise<T>): Promise<T>;
  /**
   * Runs `work` in a transaction unless another instance runs the job of the same name (the daily
   * retention job): resolves to `undefined` then. PostgreSQL uses an advisory lock; SQLite needs none.
   */
  exclusively<T>(job: string, work: (tx: Queryable) => Promise<T>): Promise<T | undefined>;
  /** For the start-up line: the engine and where its data is, without a password. */
  describe(): string;
  close(): Promise<void>;
}
