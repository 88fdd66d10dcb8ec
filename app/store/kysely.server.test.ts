import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from "kysely";
import { describe, expect, it } from "vitest";
import { sqlText } from "./kysely.server";

// Compiles only: PostgreSQL's numbered placeholders show which value goes where.
const postgres = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
const compiled = (...args: Parameters<typeof sqlText>) => {
  const { sql, parameters } = sqlText(...args).compile(postgres);
  return [sql, parameters];
};

describe("sqlText", () => {
  it("binds @name placeholders, each use of a name to its value", () => {
    expect(
      compiled("UPDATE t SET a = @at, b = @at WHERE id = @id AND token = @token", {
        id: 7,
        at: "2026-11-23",
        token: null,
        unused: "x",
      }),
    ).toEqual([
      "UPDATE t SET a = $1, b = $2 WHERE id = $3 AND token = $4",
      ["2026-11-23", "2026-11-23", 7, null],
    ]);
  });

  it("binds ? placeholders in order with an array, and leaves SQL without parameters alone", () => {
    expect(compiled("SELECT * FROM t WHERE a = ? AND b > ?", ["x", 2])).toEqual([
      "SELECT * FROM t WHERE a = $1 AND b > $2",
      ["x", 2],
    ]);
    expect(compiled("SELECT 'a@b.co', '?'")).toEqual(["SELECT 'a@b.co', '?'", []]);
    expect(compiled("SELECT 'it''s ?', ? FROM t WHERE e = 'x@y.z' AND a = @a", { a: 1 })).toEqual([
      "SELECT 'it''s ?', ? FROM t WHERE e = 'x@y.z' AND a = $1",
      [1],
    ]);
    expect(compiled("SELECT 'it''s ?', ?", ["x"])).toEqual(["SELECT 'it''s ?', $1", ["x"]]);
  });

  it("fails on a placeholder without a value", () => {
    expect(() => compiled("SELECT @missing", {})).toThrow("Missing SQL parameter @missing");
    expect(() => compiled("SELECT ?, ?", [1])).toThrow("Missing SQL parameter ? number 2");
  });
});
