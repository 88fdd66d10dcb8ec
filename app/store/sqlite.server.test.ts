import fs from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { temporaryDataDir } from "../../tests/support/temporary-dir";
import { openSqlite } from "./sqlite.server";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
async function database() {
  const dir = temporaryDataDir("sqlite");
  dirs.push(dir);
  return openSqlite(dir);
}

describe("the SQLite engine", () => {
  it("refuses, rather than hangs on, a statement through the database inside its own transaction", async () => {
    const db = await database();
    await expect(db.transaction(() => db.get("SELECT 1 AS one"))).rejects.toThrow(
      /use the transaction's `tx`/,
    );
    // Rolled back, and usable afterwards.
    expect(await db.get("SELECT 1 AS one")).toEqual({ one: 1 });
    await db.close();
  });

  it("keeps a transaction's statements together while other requests wait their turn", async () => {
    const db = await database();
    const order: string[] = [];
    const slow = db.transaction(async (tx) => {
      await tx.run("INSERT INTO secrets (name, value) VALUES ('a', '1')");
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push("transaction");
      await tx.run("UPDATE secrets SET value = '2' WHERE name = 'a'");
    });
    const read = db.get<{ value: string }>("SELECT value FROM secrets WHERE name = 'a'").then((row) => {
      order.push("read");
      return row;
    });
    await slow;
    expect(await read).toEqual({ value: "2" });
    expect(order).toEqual(["transaction", "read"]);
    await db.close();
  });
});
