import { describe, expect, it } from "vitest";
import { toPositional } from "./postgres.server";

describe("toPositional", () => {
  it("numbers @name placeholders once per name, in order of first use", () => {
    expect(
      toPositional("UPDATE t SET a = @at, b = @at WHERE id = @id AND token = @token", {
        id: 7,
        at: "2026-11-23",
        token: null,
        unused: "x",
      }),
    ).toEqual(["UPDATE t SET a = $1, b = $1 WHERE id = $2 AND token = $3", ["2026-11-23", 7, null]]);
  });

  it("numbers ? placeholders with an array, and leaves SQL without parameters alone", () => {
    expect(toPositional("SELECT * FROM t WHERE a = ? AND b > ?", ["x", 2])).toEqual([
      "SELECT * FROM t WHERE a = $1 AND b > $2",
      ["x", 2],
    ]);
    expect(toPositional("SELECT 1", undefined)).toEqual(["SELECT 1", []]);
  });

  it("fails on a named placeholder without a value", () => {
    expect(() => toPositional("SELECT @missing", {})).toThrow("Missing SQL parameter @missing");
  });
});
