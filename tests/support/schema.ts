import type { SqlText } from "../../app/store/queryable";

/**
 * A database's schema as the engines can be compared on it: each table's columns (a type class,
 * nullability, default, whether the database assigns it, the values a CHECK allows), its primary
 * key, its unique keys, its other indexes by name, its foreign keys. Read from each engine's catalog;
 * what the engines spell differently for one meaning is written one way:
 * - `INTEGER`/`BIGINT` are `integer`; a rowid alias and an identity column are both `generated`;
 * - an index key compared ignoring case is `lower(column)` (SQLite: a NOCASE collation);
 * - a primary key column is not null (SQLite lets a non-integer one hold NULL; none of ours does);
 * - unique keys are compared by their columns (their names are the engines' own).
 * `caseBlind` (a column's NOCASE collation) exists only on SQLite: `withoutCollations` drops it to
 * compare across engines.
 */
export interface ColumnShape {
  name: string;
  type: string;
  nullable: boolean;
  default: string | null;
  generated: boolean;
  oneOf?: string[];
  caseBlind: boolean;
}

export interface TableShape {
  name: string;
  columns: ColumnShape[];
  primaryKey: string[];
  unique: string[];
  indexes: Record<string, string>;
  foreignKeys: string[];
}

type Catalog = SqlText & { engine: "sqlite" | "postgres" };

const typeClass = (type: string) =>
  /^(integer|bigint|int|int8|int4)$/i.test(type) ? "integer" : type.toLowerCase();

/** `state IN ('a', 'b')` (SQLite's text) or `(state = ANY (ARRAY['a'::text, 'b'::text]))` (PostgreSQL's). */
function checkedValues(definition: string): [string, string[]] | undefined {
  const match =
    /check\s*\(\s*"?(\w+)"?\s+in\s*\(([^)]*)\)\s*\)/i.exec(definition) ??
    /\(\(?"?(\w+)"? = ANY \(ARRAY\[(.*)\]\)\)/.exec(definition);
  if (!match) return undefined;
  return [match[1]!, [...match[2]!.matchAll(/'([^']*)'/g)].map((value) => value[1]!)];
}

function parsedCheck(definition: string) {
  const checked = checkedValues(definition);
  if (!checked) throw new Error(`A CHECK constraint this comparison cannot read: ${definition}`);
  return checked;
}

/** The parts of SQLite's `CREATE TABLE` text between its top-level commas. */
function definitions(createTable: string) {
  const body = createTable.slice(createTable.indexOf("(") + 1, createTable.lastIndexOf(")"));
  const parts = [""];
  let depth = 0;
  let quoted = false;
  for (const char of body) {
    if (char === "'") quoted = !quoted;
    if (!quoted && char === "(") depth++;
    if (!quoted && char === ")") depth--;
    if (!quoted && depth === 0 && char === ",") parts.push("");
    else parts[parts.length - 1] += char;
  }
  return parts.map((part) => part.trim());
}

const unquote = (name: string) => name.replace(/^["`[]|["`\]]$/g, "");

async function sqliteTable(db: Catalog, name: string, createTable: string): Promise<TableShape> {
  const columns = await db.all<{
    name: string;
    type: string;
    notnull: number;
    dflt_value: string | null;
    pk: number;
  }>('SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info(?) ORDER BY cid', [name]);
  const columnText = new Map(
    definitions(createTable).map((part) => [unquote(part.split(/\s+/)[0]!).toLowerCase(), part]),
  );
  const primaryKey = columns.filter((column) => column.pk > 0).sort((a, b) => a.pk - b.pk);
  const unique: string[] = [];
  const indexes: Record<string, string> = {};
  const list = await db.all<{ name: string; unique: number; origin: string }>(
    "SELECT name, \"unique\", origin FROM pragma_index_list(?) WHERE origin != 'pk'",
    [name],
  );
  for (const index of list) {
    const keys = await db.all<{ name: string | null; coll: string }>(
      "SELECT name, coll FROM pragma_index_xinfo(?) WHERE key = 1 ORDER BY seqno",
      [index.name],
    );
    const key = keys
      .map((column) => (column.coll.toUpperCase() === "NOCASE" ? `lower(${column.name})` : `${column.name}`))
      .join(", ");
    if (index.unique) unique.push(key);
    else indexes[index.name] = key;
  }
  const foreignKeys = await db.all<{ from: string; table: string; to: string }>(
    'SELECT "from", "table", "to" FROM pragma_foreign_key_list(?)',
    [name],
  );
  return {
    name,
    columns: columns.map((column) => {
      const text = columnText.get(column.name.toLowerCase()) ?? "";
      const checked = /\bcheck\b/i.test(text) ? parsedCheck(text) : undefined;
      return {
        name: column.name,
        type: typeClass(column.type),
        nullable: column.notnull === 0 && column.pk === 0,
        default: column.dflt_value,
        generated: primaryKey.length === 1 && column.pk === 1 && typeClass(column.type) === "integer",
        ...(checked ? { oneOf: checked[1] } : {}),
        caseBlind: /\bcollate\s+nocase\b/i.test(text),
      };
    }),
    primaryKey: primaryKey.map((column) => column.name),
    unique: unique.sort(),
    indexes,
    foreignKeys: foreignKeys.map((key) => `${key.from} -> ${key.table}(${key.to})`).sort(),
  };
}

async function postgresTable(db: Catalog, name: string): Promise<TableShape> {
  const columns = await db.all<{
    name: string;
    type: string;
    nullable: string;
    default: string | null;
    identity: string;
  }>(
    `SELECT column_name AS name, data_type AS type, is_nullable AS nullable, column_default AS default,
       is_identity AS identity
     FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position`,
    [name],
  );
  const constraints = await db.all<{ type: string; definition: string }>(
    `SELECT contype AS type, pg_get_constraintdef(oid) AS definition FROM pg_constraint
     WHERE conrelid = CAST(? AS regclass) AND contype IN ('c', 'f')`,
    [name],
  );
  const checks = new Map(
    constraints
      .filter((constraint) => constraint.type === "c")
      .map((constraint) => parsedCheck(constraint.definition)),
  );
  const indexes = await db.all<{ name: string; unique: boolean; primary: boolean; columns: string[] }>(
    `SELECT c.relname AS name, i.indisunique AS unique, i.indisprimary AS primary,
       array(SELECT pg_get_indexdef(i.indexrelid, k, true) FROM generate_series(1, i.indnkeyatts) AS k ORDER BY k) AS columns
     FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE i.indrelid = CAST(? AS regclass)`,
    [name],
  );
  const unique: string[] = [];
  const named: Record<string, string> = {};
  for (const index of indexes) {
    if (index.primary) continue;
    if (index.unique) unique.push(index.columns.join(", "));
    else named[index.name] = index.columns.join(", ");
  }
  const primaryKey = indexes.find((index) => index.primary)?.columns ?? [];
  return {
    name,
    columns: columns.map((column) => {
      const values = checks.get(column.name);
      return {
        name: column.name,
        type: typeClass(column.type),
        nullable: column.nullable === "YES",
        default: column.default?.replace(/::[a-z ]+$/, "") ?? null,
        generated: column.identity === "YES",
        ...(values ? { oneOf: values } : {}),
        caseBlind: false,
      };
    }),
    primaryKey,
    unique: unique.sort(),
    indexes: named,
    foreignKeys: constraints
      .filter((constraint) => constraint.type === "f")
      .map((constraint) => {
        const [, from, table, to] = /FOREIGN KEY \((\w+)\) REFERENCES (\w+)\((\w+)\)/.exec(
          constraint.definition,
        )!;
        return `${from} -> ${table}(${to})`;
      })
      .sort(),
  };
}

/** Every table of the database, by name. */
export async function describeSchema(db: Catalog): Promise<TableShape[]> {
  if (db.engine === "sqlite") {
    const tables = await db.all<{ name: string; sql: string }>(
      "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    );
    return Promise.all(tables.map((table) => sqliteTable(db, table.name, table.sql)));
  }
  const tables = await db.all<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename",
  );
  return Promise.all(tables.map((table) => postgresTable(db, table.name)));
}

/** The shapes without the columns' collations, which only SQLite has (PostgreSQL indexes `lower()`). */
export function withoutCollations(tables: TableShape[]): TableShape[] {
  return tables.map((table) => ({
    ...table,
    columns: table.columns.map((column) => ({ ...column, caseBlind: false })),
  }));
}
