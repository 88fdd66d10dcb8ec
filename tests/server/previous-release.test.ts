import fs from "node:fs";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createLeadStore } from "../../app/leads/store.server";
import { createSubscriptions } from "../../app/newsletter/subscriptions.server";
import { migrations } from "../../app/store/migrations.server";
import { openPostgres } from "../../app/store/postgres.server";
import type { Database } from "../../app/store/queryable";
import { openSqlite } from "../../app/store/sqlite.server";
import { postgresUrl, testEngine } from "../support/engine";
import {
  fillPreviousRelease,
  previousMigrationCount,
  previousPostgres,
  previousSqlite,
  previousTables,
  type PreviousRelease,
} from "../support/previous-release";
import { describeSchema, type TableShape } from "../support/schema";
import { temporaryDataDir } from "../support/temporary-dir";

/**
 * A database the previous release made (its migrations: the frozen `previous-release-schema.ts`),
 * opened by today's server: recognized as having applied the first migrations of the one list,
 * migrated on in place, nothing lost, and then the same schema as a database made today.
 */
const engine = testEngine();
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function dataDir(label: string) {
  const dir = temporaryDataDir(label);
  dirs.push(dir);
  return dir;
}

async function openToday(dir: string): Promise<Database> {
  return engine === "sqlite" ? openSqlite(dir) : openPostgres(await postgresUrl(dir));
}

async function previousRelease(dir: string, applied?: number): Promise<PreviousRelease> {
  return engine === "sqlite"
    ? previousSqlite(dir, applied)
    : previousPostgres(await postgresUrl(dir), applied);
}

/** Every row of the previous release's tables, in a stable order. */
/**
 * Every table's rows, as sorted JSON: of the columns `columns` names for the table (the previous
 * release's, so that a column added since, which the schema comparison checks, is not counted as a
 * change to the rows), or of all of them.
 */
async function rows(
  all: (sql: string) => Promise<Record<string, unknown>[]>,
  columns?: Record<string, string[]>,
) {
  const tables = [...previousTables, ...(engine === "postgres" ? ["rate_limit_hits"] : [])];
  const found: Record<string, string[]> = {};
  const named: Record<string, string[]> = {};
  for (const table of tables) {
    const read = await all(`SELECT * FROM ${table}`);
    named[table] = columns?.[table] ?? Object.keys(read[0] ?? {});
    found[table] = read
      .map((row) => JSON.stringify(Object.fromEntries(named[table]!.map((column) => [column, row[column]]))))
      .sort();
  }
  return { found, columns: named };
}

describe(`a database made by the previous release (${engine})`, () => {
  let today: TableShape[];
  beforeAll(async () => {
    const db = await openToday(dataDir("schema-today"));
    today = await describeSchema(db);
    await db.close();
  });

  it("migrates in place: every row kept, and the schema of a database made today", async () => {
    const dir = dataDir("previous-release");
    const previous = await previousRelease(dir);
    await fillPreviousRelease(previous, engine);
    const before = await rows((sql) => previous.all(sql));
    await previous.close();
    expect(Object.values(before.found).every((table) => table.length > 0)).toBe(true);

    const db = await openToday(dir);
    try {
      expect((await rows((sql) => db.all(sql), before.columns)).found).toEqual(before.found);
      expect(await describeSchema(db)).toEqual(today);
      // Today's stores read it: the message, and the subscriber by an address in another case.
      expect((await createLeadStore(db).contacts()).map((row) => row.name)).toEqual(["Ana Souza"]);
      expect(await createSubscriptions(db).subscriberFor("DANA@example.com")).toMatchObject({
        email: "Dana@Example.com",
        status: "confirmed",
      });
      if (engine === "postgres") {
        // Renumbered on the one list: the previous release's first migration was its first four.
        const applied = await db.all<{ version: number; name: string; applied_at: string }>(
          "SELECT version, name, applied_at FROM schema_migrations ORDER BY version",
        );
        expect(applied.map((row) => [row.version, row.name])).toEqual(
          migrations.map((migration, index) => [index + 1, migration.name]),
        );
        expect(applied.slice(0, 4).map((row) => row.applied_at)).toEqual(
          Array(4).fill("2025-01-01T00:00:00.000Z"),
        );
      } else {
        expect(await db.get("PRAGMA user_version")).toEqual({ user_version: migrations.length });
      }
    } finally {
      await db.close();
    }

    // Opening it again changes nothing.
    const again = await openToday(dir);
    try {
      expect(await describeSchema(again)).toEqual(today);
      expect((await rows((sql) => again.all(sql), before.columns)).found).toEqual(before.found);
    } finally {
      await again.close();
    }
  });

  it.each(Array.from({ length: previousMigrationCount[engine] + 1 }, (_, applied) => applied))(
    "migrates a database on which the previous release applied %i of its migrations",
    async (applied) => {
      const dir = dataDir(`previous-${applied}`);
      await (await previousRelease(dir, applied)).close();
      const db = await openToday(dir);
      try {
        expect(await describeSchema(db)).toEqual(today);
      } finally {
        await db.close();
      }
    },
  );
});
