import { holdUntilCommit } from "~/store/engine-specific";
import type { Queryable } from "~/store/queryable";

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Records a hit for `key`; says whether it is allowed, and if not, in how many seconds it will be. */
  hit(key: string, now?: number): Promise<RateLimitResult>;
}

interface Limit {
  /** Hits allowed per window; 0 turns the limit off. */
  limit: number;
  windowMs: number;
}

/**
 * A sliding-window limit on submissions per client address and form. On SQLite there is one server
 * process, so the hits are kept in its memory; on PostgreSQL, in the database, so the limit holds
 * across instances.
 */
export function createRateLimiter(db: Queryable, options: Limit): RateLimiter {
  if (db.engine === "sqlite") {
    const memory = createMemoryRateLimiter(options);
    // An address is forgotten once its window has passed, even if no form comes again: the privacy
    // notice says how long one is kept (`config/retention.ts`).
    setInterval(() => memory.prune(Date.now()), Math.max(options.windowMs, 1000)).unref();
    return { hit: async (key, now) => memory.hit(key, now) };
  }
  return createSharedRateLimiter(db, options);
}

/** Shared by the instances: each key's hits are counted under a lock on that key (`holdUntilCommit`). */
function createSharedRateLimiter(db: Queryable, { limit, windowMs }: Limit): RateLimiter {
  return {
    hit(key, now = Date.now()) {
      if (limit === 0) return Promise.resolve({ allowed: true });
      return db.transaction(async (tx) => {
        await holdUntilCommit(tx, key);
        const cutoff = new Date(now - windowMs).toISOString();
        await tx.query
          .deleteFrom("rate_limit_hits")
          .where("key", "=", key)
          .where("at", "<=", cutoff)
          .execute();
        const recent = await tx.query
          .selectFrom("rate_limit_hits")
          .select("at")
          .where("key", "=", key)
          .orderBy("at")
          .limit(limit)
          .execute();
        if (recent.length >= limit) {
          const oldest = Date.parse(recent[0]!.at);
          return { allowed: false, retryAfterSeconds: Math.ceil((oldest + windowMs - now) / 1000) };
        }
        await tx.query
          .insertInto("rate_limit_hits")
          .values({ key, at: new Date(now).toISOString() })
          .execute();
        return { allowed: true };
      });
    },
  };
}

/** The in-memory window, for one server process; a restart forgets it, which only lets a visitor through. */
export function createMemoryRateLimiter({ limit, windowMs }: Limit) {
  const hits = new Map<string, number[]>();

  return {
    hit(key: string, now = Date.now()): RateLimitResult {
      if (limit === 0) return { allowed: true };
      const recent = (hits.get(key) ?? []).filter((time) => time > now - windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return { allowed: false, retryAfterSeconds: Math.ceil((recent[0]! + windowMs - now) / 1000) };
      }
      recent.push(now);
      hits.set(key, recent);
      if (hits.size > 10_000) prune(now);
      return { allowed: true };
    },
    prune,
  };

  function prune(now: number) {
    for (const [key, times] of hits) {
      if (times.every((time) => time <= now - windowMs)) hits.delete(key);
    }
  }
}
