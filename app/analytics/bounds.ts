import type { CountKind } from "./kinds";
import { sourceKey } from "./source";

/**
 * What counting may hold, whatever clients send (docs/analytics.md, "Bounds"). Memory is bounded
 * per server process; stored keys per day, on every instance together.
 */
export const bounds = {
  /**
   * Visitors this process remembers having queued, per scope (the day, a page, a language). One
   * forgotten and seen again is queued again, and the store's de-duplication counts it once.
   */
  queued: 50_000,
  /** Visitors whose entry source this process remembers for a form post (else read from the store). */
  entries: 20_000,
  /** Client networks (`server/client-network.ts`) whose day this process tallies. */
  networks: 20_000,
  /** New visitors a day from one client network (an IPv4 address, an IPv6 /64); more are `capped`. */
  visitorsPerNetwork: 50,
  /** Views a day from one client network; more are `capped`. */
  viewsPerNetwork: 2_000,
  /** Visitors seen since the last flush after which the counts are flushed at once. */
  pendingVisitors: 20_000,
} as const;

/** The key that stands for every key past a kind's daily cap. */
export const otherKey = "(other)";

/**
 * The kinds whose keys come from what clients send (a path, a campaign tag, a referring host, a
 * language): at most this many distinct keys a day each; the rest are counted under the kind's
 * "other" key. The other kinds' keys are the site's own (its pages, its languages).
 */
export const dailyKeyCaps: Partial<Record<CountKind, { cap: number; other: string }>> = {
  "notfound.views": { cap: 500, other: otherKey },
  "source.visitors": { cap: 200, other: sourceKey({ source: otherKey, medium: null, campaign: null }) },
  "browser.views": { cap: 100, other: otherKey },
  "browser.visitors": { cap: 100, other: otherKey },
};
