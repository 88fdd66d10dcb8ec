import fs from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { temporaryDataDir } from "../../tests/support/temporary-dir";
import { openSqlite } from "~/store/sqlite.server";
import type { Database } from "~/store/queryable";
import { bounds, dailyKeyCaps, otherKey } from "./bounds";
import { createCounter } from "./counter.server";
import { statsFor } from "./report.server";
import { sourceKey } from "./source";
import { createAnalyticsStore } from "./store.server";

/**
 * The counter's bounds, against a real SQLite store: a flood from one client, or of made-up keys,
 * leaves what the process holds and what the day stores within their bounds (counts, not timings).
 * The same bounds hold on PostgreSQL through the server tests (`tests/server/analytics.test.ts`).
 */
const day = "2026-11-24";
const dirs: string[] = [];
const databases: Database[] = [];
afterEach(async () => {
  for (const db of databases.splice(0)) await db.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function counting() {
  const dir = temporaryDataDir("counter");
  dirs.push(dir);
  const db = await openSqlite(dir);
  databases.push(db);
  const counter = createCounter(createAnalyticsStore(db), {
    now: () => new Date(`${day}T12:00:00Z`),
    flushMs: 60_000,
    retentionDays: 395,
    ownHosts: ["www.innova-consulting.com"],
  });
  // A first view reads the day's salt from the store; every view after it is counted at once.
  counter.record(view("/", "warm-up", "198.51.100.250"));
  await counter.flush();
  return { db, counter };
}

const browserAgent = (n: number | string) =>
  `Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36 client-${n}`;

function view(url: string, agent: number | string, address = "203.0.113.9", status = 200) {
  const path = url.split("?")[0]!;
  return {
    facts: {
      method: "GET",
      url,
      headers: { "user-agent": browserAgent(agent), "sec-fetch-dest": "document", "accept-language": "en" },
    },
    page: { path },
    status,
    address,
    network: address,
  };
}

const storedKeys = async (db: Database, kind: string) =>
  (
    await db.all<{ key: string }>("SELECT key FROM analytics_daily WHERE day = ? AND kind = ?", [day, kind])
  ).map((row) => row.key);

describe("the counter's bounds", () => {
  it("holds a bounded amount for 150,000 views from one address with as many user agents", async () => {
    const { db, counter } = await counting();
    let most = 0;
    for (let n = 0; n < 150_000; n++) {
      counter.record(view("/about", n));
      if (n % 10_000 === 0) {
        const held = counter.held();
        most = Math.max(most, held.queued + held.entries + held.networks + held.counts + held.seen);
      }
    }
    const held = counter.held();
    expect(held.queued).toBeLessThanOrEqual(bounds.queued);
    expect(held.entries).toBeLessThanOrEqual(bounds.entries);
    // The address's day: 50 visitors (3 scopes each), the capped ones seen up to the view cap, then
    // nothing more to remember, however many more requests come.
    const addressDay = 3 * (bounds.visitorsPerNetwork + 1) + bounds.viewsPerNetwork;
    expect(held.queued).toBeLessThanOrEqual(addressDay);
    expect(most).toBeLessThanOrEqual(2 * addressDay);
    await counter.flush();

    const stats = await statsFor(db, day, day);
    expect(stats.total.visitors).toBe(bounds.visitorsPerNetwork + 1);
    expect(stats.total.views).toBe(bounds.viewsPerNetwork + 1);
    expect(stats.capped).toEqual({
      views: 150_000 - bounds.viewsPerNetwork,
      visitors: bounds.viewsPerNetwork - bounds.visitorsPerNetwork,
    });
    const rows = await db.get<{ n: number }>("SELECT count(*) AS n FROM analytics_seen WHERE day = ?", [day]);
    expect(rows!.n).toBe(3 * (bounds.visitorsPerNetwork + 1));
    // 150,000 hashed views: about 2 s alone, several on a loaded machine; what it bounds is memory.
  }, 60_000);

  it("caps each client network's visitors, not the site's: another address is counted", async () => {
    const { db, counter } = await counting();
    for (let n = 0; n < 200; n++) counter.record(view("/", n, "203.0.113.9"));
    counter.record(view("/", "someone else", "192.0.2.44"));
    await counter.flush();
    expect((await statsFor(db, day, day)).total.visitors).toBe(bounds.visitorsPerNetwork + 2);
  });

  it("keeps at most the day's cap of distinct 404 paths across flushes, the rest under (other)", async () => {
    const { db, counter } = await counting();
    const { cap } = dailyKeyCaps["notfound.views"]!;
    for (let batch = 0; batch < 3; batch++) {
      for (let n = 0; n < 600; n++) counter.record(view(`/scan-${batch}-${n}`, 1, "198.51.100.7", 404));
      await counter.flush();
    }
    const keys = await storedKeys(db, "notfound.views");
    expect(keys.length).toBe(cap + 1);
    expect(keys).toContain(otherKey);
    const other = await db.get<{ n: number }>(
      "SELECT n FROM analytics_daily WHERE day = ? AND kind = 'notfound.views' AND key = ?",
      [day, otherKey],
    );
    expect(other!.n).toBe(1_800 - cap);
  });

  it("keeps at most the day's cap of distinct sources, the rest under (other)", async () => {
    const { db, counter } = await counting();
    const { cap, other } = dailyKeyCaps["source.visitors"]!;
    // 1,000 visitors from 1,000 addresses, each with a campaign of its own.
    for (let n = 0; n < 1_000; n++) {
      counter.record(view(`/?utm_source=campaign-${n}`, n, `10.0.${Math.floor(n / 250)}.${n % 250}`));
      if (n % 300 === 299) await counter.flush();
    }
    await counter.flush();
    const keys = await storedKeys(db, "source.visitors");
    expect(keys.length).toBe(cap + 1);
    expect(keys).toContain(other);
    expect(other).toBe(sourceKey({ source: otherKey, medium: null, campaign: null }));
    const stats = await statsFor(db, day, day);
    expect(stats.sources.reduce((sum, source) => sum + source.visitors, 0)).toBe(1_001);
  });

  it("stores a 404's path as printable ASCII", async () => {
    const { db, counter } = await counting();
    counter.record(view("/\u202egnp.exe\u009b", 1, "198.51.100.7", 404));
    await counter.flush();
    expect(await storedKeys(db, "notfound.views")).toEqual(["/%E2%80%AEgnp.exe%C2%9B"]);
  });
});
