import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "../../app/store/postgres.server";
import type { Database } from "../../app/store/queryable";
import { openSqlite } from "../../app/store/sqlite.server";
import { postgresUrl, testEngine } from "../support/engine";
import { rowTypesFile, rowTypesSource } from "../support/row-types";
import { describeSchema, withoutCollations, type TableShape } from "../support/schema";
import { temporaryDataDir } from "../support/temporary-dir";

/**
 * The one list of migrations (`app/store/migrations.server.ts`), run on both engines: the same
 * schema on each, and the row types the stores query by are the ones it makes. It needs both
 * engines at once, so it runs in the PostgreSQL project (SQLite is always at hand).
 */
/**
 * The tables only PostgreSQL has, on purpose: the shared rate limit's hits (SQLite's one server
 * counts in memory) and the record of the migrations applied (SQLite counts in `PRAGMA user_version`).
 */
const postgresOnlyTables = ["rate_limit_hits", "schema_migrations"];

describe.runIf(testEngine() === "postgres")("one schema for both engines", () => {
  const dataDir = temporaryDataDir("schema");
  let sqlite: Database;
  let postgres: Database;
  let shapes: { sqlite: TableShape[]; postgres: TableShape[] };

  beforeAll(async () => {
    sqlite = await openSqlite(dataDir);
    postgres = await openPostgres(await postgresUrl(dataDir));
    shapes = { sqlite: await describeSchema(sqlite), postgres: await describeSchema(postgres) };
  });
  afterAll(async () => {
    await sqlite?.close();
    await postgres?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("gives SQLite and PostgreSQL the same tables, columns, keys and indexes", () => {
    const shared = shapes.postgres.filter((table) => !postgresOnlyTables.includes(table.name));
    expect(withoutCollations(shapes.sqlite)).toEqual(shared);
    expect(shapes.postgres.map((table) => table.name)).toEqual(expect.arrayContaining(postgresOnlyTables));
    // What the comparison reads is there to compare: keys, case-blind indexes, CHECKs, references.
    const outbox = shared.find((table) => table.name === "outbox")!;
    expect(outbox.indexes.outbox_recipient).toBe("kind, lower(recipient), created_at");
    expect(outbox.unique).toEqual(["unique_key"]);
    expect(outbox.foreignKeys).toEqual(["contact_id -> contact_messages(id)"]);
    expect(outbox.columns.find((column) => column.name === "state")).toMatchObject({
      oneOf: ["pending", "sent", "failed", "skipped"],
      default: "'pending'",
      nullable: false,
    });
    expect(shared.find((table) => table.name === "subscribers")!.unique).toEqual(["lower(email)"]);
  });

  it("keeps the email columns case-blind on SQLite, where PostgreSQL indexes lower()", () => {
    const caseBlind = shapes.sqlite.flatMap((table) =>
      table.columns.filter((column) => column.caseBlind).map((column) => `${table.name}.${column.name}`),
    );
    expect(caseBlind).toEqual(["bookings.email", "subscribers.email", "subscription_requests.email"]);
  });

  it("types the stores' queries by exactly the tables the migrations make (app/store/tables.ts)", async () => {
    await expect(await rowTypesSource(shapes.postgres, postgresOnlyTables)).toMatchFileSnapshot(rowTypesFile);
  });
});
