import fs from "node:fs";
import { expect, it } from "vitest";
import { retention } from "../../app/config/retention";
import { withDatabase } from "../support/engine";
import { startServer } from "../support/server-process";
import { temporaryDataDir } from "../support/temporary-dir";
import { until } from "../support/until";

/**
 * What the privacy notice says is kept no longer, deleted by the retention job whatever the settings:
 * an unsubscribed address's proof of consent `retention.unsubscribedProofDays` after it left, and the
 * analytics' daily keys and visitor codes older than yesterday even with `ANALYTICS=off`. A setting
 * that differs from the period the prerendered notice states is named at start-up.
 */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

it("deletes an unsubscribed address's proof after the notice's period, and the analytics keys with analytics off", async () => {
  const dataDir = temporaryDataDir("retention-privacy");
  const first = await startServer({ dataDir, env: { FORM_RATE_LIMIT: "0" } });
  await first.stop();
  const longAgo = daysAgo(retention.unsubscribedProofDays + 1);
  const recently = daysAgo(retention.unsubscribedProofDays - 1);
  await withDatabase(dataDir, async (db) => {
    const left = (email: string, at: string) =>
      db.run(
        `INSERT INTO subscribers (email, interests, created_at, updated_at, status, consent, unsubscribed_at)
         VALUES (?, '[]', ?, ?, 'unsubscribed', '{"consentVersion":"2026-11-25"}', ?)`,
        [email, at, at, at],
      );
    await left("left-long-ago@example.com", longAgo);
    await left("left-recently@example.com", recently);
    await db.run("INSERT INTO analytics_salts (day, salt, created_at) VALUES (?, ?, ?)", [
      daysAgo(3).slice(0, 10),
      "an old key",
      daysAgo(3),
    ]);
  });

  const second = await startServer({
    dataDir,
    env: { FORM_RATE_LIMIT: "0", ANALYTICS: "off", RETENTION_DAYS: "365" },
  });
  try {
    const held = () =>
      withDatabase(dataDir, async (db) => ({
        subscribers: (await db.all<{ email: string }>("SELECT email FROM subscribers")).map(
          (row) => row.email,
        ),
        salts: (await db.all("SELECT day FROM analytics_salts")).length,
      }));
    await until("the retention job", async () => (await held()).subscribers.length === 1);
    expect(await held()).toEqual({ subscribers: ["left-recently@example.com"], salts: 0 });
    expect(second.output()).toContain(
      `RETENTION_DAYS=365 differs from the ${retention.contactMessagesDays} days the privacy notice states`,
    );
    expect(second.output()).not.toMatch(/Retention job failed/);
  } finally {
    await second.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
