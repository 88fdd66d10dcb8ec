/**
 * The leads database, on one of two engines: the embedded SQLite file under `DATA_DIR` (the
 * default, nothing to set up) or PostgreSQL when `DATABASE_URL` is set (several server instances
 * share it). The stores (`leads`, `outbox`, `subscriptions`, `data rights`, `rate limit`) are
 * written once against this interface; where the engines' SQL differs, they ask `engine`.
 * See docs/decisions/005-one-store-two-engines.md.
 */
export type Engine = "sqlite" | "postgres";

/**
 * Parameters: an object for `@name` placeholders, an array for `?`. Values are strings, numbers or
 * null; timestamps are ISO 8601 strings in UTC on both engines, so they compare as text.
 */
export type Params = Record<string, string | number | null> | (string | number | null)[];

/** What a store needs to run SQL: the database itself, or a transaction in progress. */
export interface Queryable {
  readonly engine: Engine;
  all<Row>(sql: string, params?: Params): Promise<Row[]>;
  get<Row>(sql: string, params?: Params): Promise<Row | undefined>;
  /** Runs a statement that returns no rows; resolves to the number of rows it changed. */
  run(sql: string, params?: Params): Promise<number>;
  /**
   * Runs `work` in a transaction: committed when it resolves, rolled back when it throws. Inside a
   * transaction, it joins the transaction in progress, so stores compose.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
}

export interface Database extends Queryable {
  /**
   * Runs `work` in a transaction unless another instance runs the job of the same name (the daily
   * retention job): resolves to `undefined` then. PostgreSQL uses an advisory lock; SQLite needs none.
   */
  exclusively<T>(job: string, work: (tx: Queryable) => Promise<T>): Promise<T | undefined>;
  /** For the start-up line: the engine and where its data is, without a password. */
  describe(): string;
  close(): Promise<void>;
}

/** `column = param`, ignoring ASCII case (email addresses), as each engine indexes it. */
export function sameText(db: Queryable, column: string, param: string) {
  return db.engine === "sqlite"
    ? `${column} = ${param} COLLATE NOCASE`
    : `lower(${column}) = lower(${param})`;
}
