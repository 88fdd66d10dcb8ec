/**
 * A sliding-window limit on submissions per client address and form, kept in memory: enough for one
 * server process; a restart forgets it, which only ever lets a visitor through.
 */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const hits = new Map<string, number[]>();

  return {
    /** Records a hit for `key`; says whether it is allowed, and if not, in how many seconds it will be. */
    hit(key: string, now = Date.now()): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
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
  };

  function prune(now: number) {
    for (const [key, times] of hits) {
      if (times.every((time) => time <= now - windowMs)) hits.delete(key);
    }
  }
}
