import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { temporaryDataDir } from "../../tests/support/temporary-dir";
import { openSqlite } from "~/store/sqlite.server";
import { kindSettings } from "./kinds.server";
import { createOutbox } from "./outbox.server";
import { createWorker, retryDelay } from "./worker.server";

// The outbox itself is tested against the built server, on both engines (tests/server/delivery.test.ts).
describe("retries", () => {
  it("doubles the delay from the base up to the cap", () => {
    const timings = { retryBaseMs: 15_000, retryMaxMs: 3_600_000 };
    expect([1, 2, 3, 4].map((attempts) => retryDelay(attempts, timings))).toEqual([
      15_000, 30_000, 60_000, 120_000,
    ]);
    expect(retryDelay(20, timings)).toBe(3_600_000);
  });
});

const dir = temporaryDataDir("worker");
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("a delivery queued for later", () => {
  it("is given up on OUTBOX_GIVE_UP_MS after it fell due, not after it was queued", async () => {
    const db = await openSqlite(dir);
    const env = {
      SMTP_URL: "smtp://127.0.0.1:9",
      MAIL_FROM: "hello@innova-consulting.com",
      NEWSLETTER_RATE: 60,
    };
    const outbox = createOutbox(db, kindSettings(env));
    const day = 24 * 60 * 60 * 1000;
    // A reminder queued ten days ago for a second ago: the relay refuses it once, for now.
    const queuedAt = new Date(Date.now() - 10 * day);
    await db.transaction((tx) =>
      outbox.add(
        tx,
        {
          kind: "booking.reminder",
          recipient: "visitor@example.com",
          payload: {},
          notBefore: new Date(Date.now() - 1000),
        },
        queuedAt,
      ),
    );
    let tried = 0;
    const worker = createWorker(
      outbox,
      {
        "booking.reminder": async () => {
          tried++;
          throw new Error("421 try again later");
        },
      },
      { retryBaseMs: 60_000, retryMaxMs: 60_000, giveUpMs: 2 * day, pollMs: 60_000, leaseMs: 60_000 },
    );
    worker.start();
    await expect.poll(() => tried).toBe(1);
    await worker.stop();
    const [row] = await db.all<{ state: string; attempts: number }>("SELECT state, attempts FROM outbox");
    expect(row).toEqual({ state: "pending", attempts: 1 });
    await db.close();
  });
});
