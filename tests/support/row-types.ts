import path from "node:path";
import prettier from "prettier";
import type { ColumnShape, TableShape } from "./schema";

/** Where the row types live: `app/store/tables.ts`, written from a migrated database, never by hand. */
export const rowTypesFile = path.resolve(import.meta.dirname, "../../app/store/tables.ts");

/** Tables that are no store's: the migration runner's own record (PostgreSQL). */
const notQueried = ["schema_migrations"];

const pascal = (name: string) => name.replace(/(^|_)(\w)/g, (_, __, letter: string) => letter.toUpperCase());

/** A column's type for Kysely: its CHECK's values or its class, `| null`, `Generated` when the database fills it. */
function columnType(column: ColumnShape) {
  const base = column.oneOf
    ? column.oneOf.map((value) => JSON.stringify(value)).join(" | ")
    : column.type === "integer"
      ? "number"
      : column.type === "text"
        ? "string"
        : undefined;
  if (!base) throw new Error(`No TypeScript type for the column ${column.name} of type ${column.type}`);
  const type = column.nullable ? `${base} | null` : base;
  return column.default !== null || column.generated ? `Generated<${type}>` : type;
}

/**
 * The source of `tables.ts` for `tables` (a PostgreSQL database's, which has every table):
 * `Tables`, the interface Kysely types the stores' queries by, and one interface per table.
 */
export async function rowTypesSource(tables: TableShape[], postgresOnly: string[]) {
  const queried = tables.filter((table) => !notQueried.includes(table.name));
  const source = `/**
 * The tables as the migrations (\`migrations.server.ts\`) leave them, for Kysely to type the stores'
 * queries by. Written by \`tests/server/schema.test.ts\` from a database it migrated; never edited by
 * hand: after adding a migration, run that test with \`-u\` to write it again. The test fails while
 * this file and the migrations disagree.
 * Only on PostgreSQL: ${postgresOnly.filter((name) => !notQueried.includes(name)).join(", ")}.
 */
import type { Generated } from "kysely";

export interface Tables {
${queried.map((table) => `  ${table.name}: ${pascal(table.name)}Table;`).join("\n")}
}
${queried
  .map(
    (table) => `
export interface ${pascal(table.name)}Table {
${table.columns.map((column) => `  ${column.name}: ${columnType(column)};`).join("\n")}
}`,
  )
  .join("\n")}
`;
  const options = await prettier.resolveConfig(rowTypesFile);
  return prettier.format(source, { ...options, filepath: rowTypesFile });
}
