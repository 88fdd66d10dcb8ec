import fs from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { temporaryDataDir } from "../../tests/support/temporary-dir";
import { parseEnv } from "~/config/env.server";
import { openSqlite } from "~/store/sqlite.server";
import type { Database } from "~/store/queryable";
import { createWebhookSender } from "./webhook.server";
import { kinds, kindSettings, sendersFor, visitorKinds } from "./kinds.server";
import { createOutbox } from "./outbox.server";

const mail = {
  SMTP_URL: "smtp://127.0.0.1:1025",
  MAIL_FROM: "Innova Consulting <hello@innova-consulting.com>",
};
const webhook = {
  LEAD_WEBHOOK_URL: "http://127.0.0.1:8080/innova",
  LEAD_WEBHOOK_SECRET: `whsec_${Buffer.from("a secret of thirty-two bytes!!!!").toString("base64")}`,
};
const calendar = {
  BOOKING_CALDAV_URL: "http://127.0.0.1:5232/",
  BOOKING_CALDAV_USER: "bookings@innova-consulting.com",
  BOOKING_CALDAV_PASSWORD: "app-password",
};
const enabledKinds = (env: Record<string, string>) =>
  Object.keys(kinds).filter((kind) => kindSettings(parseEnv(env)).enabled(kind as keyof typeof kinds));

const opened: { db: Database; dir: string }[] = [];
afterEach(async () => {
  for (const { db, dir } of opened.splice(0)) {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
async function database() {
  const dir = temporaryDataDir("kinds");
  const db = await openSqlite(dir);
  opened.push({ db, dir });
  return db;
}
const at = new Date("2026-11-23T10:00:00.000Z");

describe("the outbox's kinds", () => {
  it("are enabled by their channel's settings", () => {
    expect(enabledKinds({})).toEqual([]);
    expect(enabledKinds(webhook)).toEqual([
      "contact.webhook",
      "contact.erased",
      "booking.erased",
      "booking.webhook",
    ]);
    expect(enabledKinds(mail)).toEqual([
      "contact.notification",
      "contact.acknowledgement",
      "newsletter.confirmation",
      "newsletter.issue",
      "newsletter.proof",
      "analytics.digest",
      "booking.invitation",
      "booking.reminder",
      "booking.consultant",
    ]);
    expect(enabledKinds(calendar)).toEqual(["booking.calendar"]);
  });

  it("give each its policy: the firm's mail first, then the visitors', then the newsletter at its rate", () => {
    expect(kindSettings(parseEnv({ NEWSLETTER_RATE: "90" })).policies).toEqual({
      "contact.acknowledgement": { priority: 1 },
      "newsletter.confirmation": { priority: 1 },
      "newsletter.issue": { priority: 10, perMinute: 90 },
      "booking.invitation": { priority: 1 },
      "booking.reminder": { priority: 1 },
    });
    expect(visitorKinds).toEqual([
      "contact.acknowledgement",
      "newsletter.confirmation",
      "booking.invitation",
      "booking.reminder",
    ]);
  });

  it("have a sender for each kind whose channel is configured, and for no other", async () => {
    const env = parseEnv(webhook);
    const senders = sendersFor({
      webhook: {
        ...createWebhookSender(env.LEAD_WEBHOOK_URL!, env.LEAD_WEBHOOK_SECRET!),
        db: await database(),
        booking: { consultants: [] },
      },
    });
    expect(Object.keys(senders)).toEqual([
      "contact.webhook",
      "contact.erased",
      "booking.erased",
      "booking.webhook",
    ]);
    expect(sendersFor({})).toEqual({});
  });

  it("are queued only when their channel is configured", async () => {
    const db = await database();
    const off = createOutbox(db, kindSettings(parseEnv({})));
    const delivery = {
      kind: "contact.webhook",
      recipient: "https://hooks.example.com",
      payload: {},
    } as const;
    await expect(off.add(db, delivery, at)).rejects.toThrow(/"contact.webhook" is queued while its channel/);
    // Read-only, as `npm run leads` opens it: nothing may be queued.
    await expect(createOutbox(db).add(db, delivery, at)).rejects.toThrow(/not configured/);

    const on = createOutbox(db, kindSettings(parseEnv(webhook)));
    const id = await on.add(db, delivery, at);
    const rows = await db.query.selectFrom("outbox").select(["id", "kind", "priority"]).execute();
    expect(rows).toEqual([{ id, kind: "contact.webhook", priority: 0 }]);
  });

  it("refuse a kind that is not in the table, at compile time and when queued", async () => {
    const db = await database();
    const outbox = createOutbox(db, kindSettings(parseEnv({ ...mail, ...webhook })));
    await expect(
      // @ts-expect-error: a mistyped kind is not a `Kind` (`npm run typecheck` fails without this line).
      outbox.add(db, { kind: "contact.notifcation", recipient: "firm@example.com", payload: {} }, at),
    ).rejects.toThrow();
    expect(await db.query.selectFrom("outbox").select("id").execute()).toEqual([]);
  });
});
