import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseEnv } from "~/config/env.server";
import { openDatabase } from "~/forms/db.server";
import { createOutbox } from "./outbox.server";
import { retryDelay } from "./worker.server";

const dirs: string[] = [];
function database() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "innova-outbox-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const t0 = new Date("2026-01-01T10:00:00.000Z");
const later = (ms: number) => new Date(t0.getTime() + ms);

describe("the outbox", () => {
  it("lets two connections claim each due delivery once", () => {
    const dir = database();
    const a = createOutbox(openDatabase(dir));
    const b = createOutbox(openDatabase(dir));
    for (let i = 0; i < 5; i++) a.add({ kind: "test", payload: { i } }, t0);
    const first = a.claim(later(1), 60_000, 3);
    const second = b.claim(later(1), 60_000, 10);
    expect(first).toHaveLength(3);
    expect(second).toHaveLength(2);
    expect(new Set([...first, ...second].map((row) => row.id)).size).toBe(5);
    expect(a.claim(later(2), 60_000, 10)).toEqual([]);
  });

  it("gives an expired claim to another worker and ignores the first worker's late answer", () => {
    const outbox = createOutbox(openDatabase(database()));
    outbox.add({ kind: "test", payload: {} }, t0);
    const [stale] = outbox.claim(t0, 1000, 1);
    expect(outbox.claim(later(500), 1000, 1)).toEqual([]);
    const [fresh] = outbox.claim(later(1500), 1000, 1);
    expect(fresh?.attempts).toBe(2);
    expect(outbox.markSent(stale!, later(1600))).toBe(false);
    expect(outbox.markSent(fresh!, later(1600))).toBe(true);
    expect(outbox.backlog(later(2000))).toEqual({ pending: 0, failed: 0, oldestPendingSeconds: 0 });
  });

  it("waits until a retry is due, reports the backlog, and queues failed deliveries again", () => {
    const outbox = createOutbox(openDatabase(database()));
    outbox.add({ kind: "test", payload: {} }, t0);
    const [row] = outbox.claim(t0, 1000, 1);
    outbox.markRetry(row!, later(30_000), "connection refused");
    expect(outbox.claim(later(29_000), 1000, 1)).toEqual([]);
    expect(outbox.backlog(later(60_000))).toEqual({ pending: 1, failed: 0, oldestPendingSeconds: 60 });
    const [again] = outbox.claim(later(30_000), 1000, 1);
    outbox.markFailed(again!, "550 refused");
    expect(outbox.backlog(later(60_000))).toEqual({ pending: 0, failed: 1, oldestPendingSeconds: 0 });
    expect(outbox.retryFailed(later(70_000))).toBe(1);
    expect(outbox.claim(later(70_000), 1000, 1)).toMatchObject([{ attempts: 1, state: "pending" }]);
  });

  it("knows whether a kind went to an address recently, in any letter case", () => {
    const outbox = createOutbox(openDatabase(database()));
    outbox.add({ kind: "ack", recipient: "Ana@Example.com", payload: {} }, t0);
    expect(outbox.sentRecently("ack", "ana@example.com", later(-1000))).toBe(true);
    expect(outbox.sentRecently("ack", "ana@example.com", later(1000))).toBe(false);
    expect(outbox.sentRecently("other", "ana@example.com", later(-1000))).toBe(false);
  });
});

describe("retries and settings", () => {
  it("doubles the delay from the base up to the cap", () => {
    const timings = { retryBaseMs: 15_000, retryMaxMs: 3_600_000 };
    expect([1, 2, 3, 4].map((attempts) => retryDelay(attempts, timings))).toEqual([
      15_000, 30_000, 60_000, 120_000,
    ]);
    expect(retryDelay(20, timings)).toBe(3_600_000);
  });

  it("requires MAIL_FROM with SMTP_URL and a whsec_ secret with the webhook", () => {
    expect(() => parseEnv({ SMTP_URL: "smtp://mail.example.com:587" })).toThrow(
      /^Invalid setting MAIL_FROM=""/,
    );
    expect(() => parseEnv({ SMTP_URL: "http://mail.example.com" })).toThrow(/^Invalid setting SMTP_URL=/);
    expect(() => parseEnv({ SMTP_URL: "smtp://mail.example.com", MAIL_FROM: "Innova" })).toThrow(
      /^Invalid setting MAIL_FROM=/,
    );
    expect(
      parseEnv({
        SMTP_URL: "smtps://u:p@mail.example.com:465",
        MAIL_FROM: "Innova Consulting <hello@innova.com>",
      }),
    ).toMatchObject({ MAIL_FROM: "Innova Consulting <hello@innova.com>" });
    expect(() => parseEnv({ LEAD_WEBHOOK_URL: "https://hooks.example.com/x" })).toThrow(
      /^Invalid setting LEAD_WEBHOOK_SECRET=""/,
    );
    expect(() =>
      parseEnv({ LEAD_WEBHOOK_URL: "https://hooks.example.com/x", LEAD_WEBHOOK_SECRET: "plain" }),
    ).toThrow(/whsec_/);
    expect(parseEnv({ SMTP_URL: "", LEADS_TO: "" })).toMatchObject({
      SMTP_URL: undefined,
      LEADS_TO: "contact@innova-consulting.com",
    });
  });
});
