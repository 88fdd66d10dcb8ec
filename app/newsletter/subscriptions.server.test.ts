import fs from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { temporaryDataDir } from "../../tests/support/temporary-dir";
import type { Database } from "~/store/queryable";
import { openSqlite } from "~/store/sqlite.server";
import { createSubscriptions } from "./subscriptions.server";

const opened: { db: Database; dir: string }[] = [];
async function database() {
  const dir = temporaryDataDir("subscriptions");
  const db = await openSqlite(dir);
  opened.push({ db, dir });
  return db;
}
afterEach(async () => {
  for (const { db, dir } of opened.splice(0)) {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

const at = new Date("2026-11-23T10:00:00.000Z");

describe("unsubscribe links", () => {
  it("work as the first thing a freshly started server does (the key is read inside the transaction)", async () => {
    const db = await database();
    await db.run(
      `INSERT INTO subscribers (email, interests, lang, page, created_at, updated_at, status)
       VALUES ('ana@example.com', '[]', 'pt', '/pt', @at, @at, 'confirmed')`,
      { at: at.toISOString() },
    );
    const token = await createSubscriptions(db).unsubscribeToken(1);
    // A new process: nothing cached; the one-click POST comes first.
    const restarted = createSubscriptions(db);
    const done = await Promise.race([
      restarted.unsubscribe(token, at),
      new Promise<"stuck">((resolve) => setTimeout(() => resolve("stuck"), 2000)),
    ]);
    expect(done).toMatchObject({ email: "ana@example.com" });
    expect(await db.get("SELECT status, unsubscribed_at FROM subscribers")).toEqual({
      status: "unsubscribed",
      unsubscribed_at: at.toISOString(),
    });
  });

  it("refuses a token signed with another key or naming another subscriber", async () => {
    const subscriptions = createSubscriptions(await database());
    const token = await subscriptions.unsubscribeToken(7);
    expect(await subscriptions.unsubscribeTarget(token.replace(/^7\./, "8."))).toBeUndefined();
    const elsewhere = await createSubscriptions(await database()).unsubscribeToken(7);
    expect(elsewhere).not.toBe(token);
    expect(await subscriptions.unsubscribe(elsewhere, at)).toBeUndefined();
  });
});
