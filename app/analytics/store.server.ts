import { holdUntilCommit } from "~/store/engine-specific";
import type { Queryable } from "~/store/queryable";
import { dailyKeyCaps } from "./bounds";
import { addDays } from "./days";
import type { CountKind } from "./kinds";

/**
 * Where the analytics live, on either engine:
 * - `analytics_daily`: the daily aggregates, `(day, kind, key) → n` (views of a page in a language,
 *   visitors of a source, 404s of a path…), added to by every instance's flush with an upsert
 *   (`n = n + excluded.n`), kept `ANALYTICS_RETENTION_DAYS`;
 * - `analytics_salts`: one random salt per day, shared by the instances so that they agree on a
 *   visitor; deleted once the day before yesterday is over, so none is ever older than 48 h;
 * - `analytics_seen`: the daily sets of visitor hashes (the day itself, each page, each language),
 *   which make a visitor count once whichever instance saw them; deleted with their day's salt.
 */
export interface Count {
  day: string;
  kind: CountKind;
  key: string;
  n: number;
}

/**
 * A visitor seen in a scope (`""`: the day, with their entry source; `page:<key>`; `lang:pt`) by
 * this instance, and what to count if no instance had seen them there yet.
 */
export interface Seen {
  day: string;
  visitor: string;
  scope: string;
  source: string | null;
  ifNew: Count[];
}

export function createAnalyticsStore(db: Queryable) {
  return {
    /** The salt of `day`, made by whichever instance asks first. */
    async salt(day: string, fresh: string, now: Date): Promise<string> {
      await db.query
        .insertInto("analytics_salts")
        .values({ day, salt: fresh, created_at: now.toISOString() })
        .onConflict((conflict) => conflict.column("day").doNothing())
        .execute();
      const { salt } = await db.query
        .selectFrom("analytics_salts")
        .select("salt")
        .where("day", "=", day)
        .executeTakeFirstOrThrow();
      return salt;
    },
    /** The entry source of a visitor on `day`, as the instance that saw them first recorded it. */
    async entrySource(day: string, visitor: string) {
      const row = await db.query
        .selectFrom("analytics_seen")
        .select("source")
        .where("day", "=", day)
        .where("visitor", "=", visitor)
        .where("scope", "=", "")
        .executeTakeFirst();
      return row?.source ?? undefined;
    },
    /**
     * One flush: records the visitors first seen in each scope (returning those no instance had
     * recorded yet, which are new) and adds the counts, in one transaction. A key of a capped kind
     * (`bounds.ts`) that would pass the day's cap is added to the kind's "other" key instead.
     */
    flush(seen: Seen[], counts: Count[]) {
      return db.transaction(async (tx) => {
        // One flush at a time across instances: the caps count the day's keys, and two flushes
        // reading them at once could each add up to the cap.
        await holdUntilCommit(tx, "analytics-flush");
        const all = new Map<string, Count>();
        const add = (count: Count) => {
          const id = `${count.day}\t${count.kind}\t${count.key}`;
          const known = all.get(id);
          if (known) known.n += count.n;
          else all.set(id, { ...count });
        };
        counts.forEach(add);
        // In one order on every instance: two flushes at once then wait for each other's rows
        // instead of deadlocking (PostgreSQL).
        const ordered = [...seen].sort((a, b) =>
          compare(a.day + a.visitor + a.scope, b.day + b.visitor + b.scope),
        );
        for (const { day, visitor, scope, source, ifNew } of ordered) {
          const { numInsertedOrUpdatedRows } = await tx.query
            .insertInto("analytics_seen")
            .values({ day, visitor, scope, source })
            .onConflict((conflict) => conflict.columns(["day", "visitor", "scope"]).doNothing())
            .executeTakeFirst();
          if (Number(numInsertedOrUpdatedRows ?? 0) > 0) ifNew.forEach(add);
        }
        const sorted = [...(await withinDailyCaps(tx, [...all.values()]))].sort(([a], [b]) => compare(a, b));
        for (const [, count] of sorted) await addCount(tx, count);
      });
    },
    /**
     * Deletes the salts and visitor sets of the days before yesterday (so no salt outlives 48 h from
     * the start of its day) and the aggregates older than `retentionDays`.
     */
    prune(today: string, retentionDays: number) {
      return db.transaction(async (tx) => {
        const yesterday = addDays(today, -1);
        await tx.query.deleteFrom("analytics_salts").where("day", "<", yesterday).execute();
        await tx.query.deleteFrom("analytics_seen").where("day", "<", yesterday).execute();
        await tx.query
          .deleteFrom("analytics_daily")
          .where("day", "<", addDays(today, -retentionDays))
          .execute();
      });
    },
  };
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const countId = (count: Count) => `${count.day}\t${count.kind}\t${count.key}`;

/**
 * The counts with every key past its kind's daily cap moved to the kind's "other" key: a day's keys
 * already stored are kept, then new keys are admitted, largest count first, while the day has room.
 */
async function withinDailyCaps(tx: Queryable, counts: Count[]): Promise<Map<string, Count>> {
  const result = new Map<string, Count>();
  const put = (count: Count) => {
    const known = result.get(countId(count));
    if (known) known.n += count.n;
    else result.set(countId(count), { ...count });
  };
  const groups = new Map<string, Count[]>();
  for (const count of counts) {
    if (!dailyKeyCaps[count.kind]) put(count);
    else {
      const group = `${count.day}\t${count.kind}`;
      groups.set(group, [...(groups.get(group) ?? []), count]);
    }
  }
  for (const group of groups.values()) {
    const { day, kind } = group[0]!;
    const { cap, other } = dailyKeyCaps[kind]!;
    const stored = await tx.query
      .selectFrom("analytics_daily")
      .select("key")
      .where("day", "=", day)
      .where("kind", "=", kind)
      .where("key", "!=", other)
      .limit(cap + 1)
      .execute();
    const admitted = new Set(stored.map((row) => row.key));
    for (const count of [...group].sort((a, b) => b.n - a.n || compare(a.key, b.key))) {
      if (count.key !== other && !admitted.has(count.key) && admitted.size < cap) admitted.add(count.key);
      put(count.key === other || admitted.has(count.key) ? count : { ...count, key: other });
    }
  }
  return result;
}

/** Adds `count` to its day's row, which the first count of the day makes. */
function addCount(tx: Queryable, count: Count) {
  return tx.query
    .insertInto("analytics_daily")
    .values(count)
    .onConflict((conflict) =>
      conflict
        .columns(["day", "kind", "key"])
        .doUpdateSet((eb) => ({ n: eb("analytics_daily.n", "+", eb.ref("excluded.n")) })),
    )
    .execute();
}

export type AnalyticsStore = ReturnType<typeof createAnalyticsStore>;
