import { AsyncLocalStorage } from "node:async_hooks";
import { Kysely, sql, type Dialect, type Driver, type RawBuilder } from "kysely";
import { mayRunJob } from "./engine-specific";
import type { Database, Engine, Params, Queryable, SqlText } from "./queryable";
import type { Tables } from "./tables";

/** A transaction whose work is running in this async context (`open` until it ends). */
interface Running {
  open: boolean;
}

/**
 * The dialect, with a driver that refuses a statement through the database (not its `tx`) from
 * inside one of its transactions: on SQLite, whose one connection the transaction holds, it would
 * wait for the transaction, which waits for it; on PostgreSQL it would run outside the transaction.
 * Failing at once beats a request that hangs.
 */
function guarded(dialect: Dialect, running: AsyncLocalStorage<Running>): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver(): Driver {
      const driver = dialect.createDriver();
      return {
        init: () => driver.init(),
        acquireConnection() {
          if (running.getStore()?.open) {
            return Promise.reject(
              new Error("SQL on the database inside one of its transactions: use the transaction's `tx`"),
            );
          }
          return driver.acquireConnection();
        },
        beginTransaction: (connection, settings) => driver.beginTransaction(connection, settings),
        commitTransaction: (connection) => driver.commitTransaction(connection),
        rollbackTransaction: (connection) => driver.rollbackTransaction(connection),
        releaseConnection: (connection) => driver.releaseConnection(connection),
        destroy: () => driver.destroy(),
      };
    },
  };
}

/** SQL text with `@name` or `?` placeholders (outside string literals), each value bound as a parameter. */
export function sqlText<Row>(text: string, params?: Params): RawBuilder<Row> {
  if (params === undefined) return sql.raw<Row>(text);
  const parts: RawBuilder<unknown>[] = [];
  let last = 0;
  let position = 0;
  // String literals are skipped: `'a@b.co'` holds no placeholder.
  for (const match of text.matchAll(
    Array.isArray(params) ? /'(?:[^']|'')*'|\?/g : /'(?:[^']|'')*'|@(\w+)/g,
  )) {
    if (match[0].startsWith("'")) continue;
    let value: string | number | null | undefined;
    if (Array.isArray(params)) {
      value = params[position++];
      if (value === undefined) throw new Error(`Missing SQL parameter ? number ${position}`);
    } else {
      const name = match[1]!;
      if (!(name in params)) throw new Error(`Missing SQL parameter @${name}`);
      value = params[name];
    }
    parts.push(sql.raw(text.slice(last, match.index)), sql`${value}`);
    last = match.index + match[0].length;
  }
  parts.push(sql.raw(text.slice(last)));
  return sql<Row>`${sql.join(parts, sql.raw(""))}`;
}

/**
 * The database the stores use, over one Kysely instance of `dialect`: typed queries, transactions
 * that join the one in progress, `exclusively`, and SQL as text for the command line and the tests.
 */
export function kyselyDatabase(engine: Engine, dialect: Dialect, where: string): Database {
  const running = new AsyncLocalStorage<Running>();
  const kysely = new Kysely<Tables>({ dialect: guarded(dialect, running) });

  function over(query: Kysely<Tables>, inTransaction: boolean): Queryable & SqlText {
    const self: Queryable & SqlText = {
      engine,
      query,
      all: async <Row>(text: string, params?: Params) =>
        (await sqlText<Row>(text, params).execute(query)).rows,
      get: async <Row>(text: string, params?: Params) =>
        (await sqlText<Row>(text, params).execute(query)).rows[0],
      run: async (text, params) => Number((await sqlText(text, params).execute(query)).numAffectedRows ?? 0),
      transaction: <T>(work: (tx: Queryable & SqlText) => Promise<T>) =>
        inTransaction ? work(self) : transaction(work),
    };
    return self;
  }

  function transaction<T>(work: (tx: Queryable & SqlText) => Promise<T>) {
    return kysely.transaction().execute(async (trx) => {
      const state = { open: true };
      try {
        return await running.run(state, () => work(over(trx, true)));
      } finally {
        state.open = false;
      }
    });
  }

  return {
    ...over(kysely, false),
    transaction,
    exclusively: (job, work) =>
      transaction(async (tx) => ((await mayRunJob(tx, job)) ? work(tx) : undefined)),
    describe: () => `${engine === "sqlite" ? "SQLite" : "PostgreSQL"}, ${where}`,
    close: () => kysely.destroy(),
  };
}
