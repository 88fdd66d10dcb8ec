import { randomUUID } from "node:crypto";
import type { ExpressionBuilder, SelectQueryBuilder, Updateable } from "kysely";
import { holdUntilCommit, skippingLockedRows } from "~/store/engine-specific";
import type { Queryable } from "~/store/queryable";
import type { OutboxTable, Tables } from "~/store/tables";
import type { DeliveryRow, KindPolicy } from "./outbox-types";

/**
 * How the worker takes rows from the outbox and gives them back: a claim is a lease
 * (`claimed_until`, `claim_token`), so a worker that dies holding rows loses them when it ends and
 * a late answer from it is ignored; rate-limited kinds (the newsletter) are claimed apart, within
 * an allowance every instance shares. Part of the outbox (`createOutbox` spreads it in).
 */

/**
 * A rate of `perMinute` as whole deliveries per window: `ceil(perMinute / 60)` per window of
 * `60 s × that / perMinute` (60 a minute: 1 a second; 90: 2 every 1.33 s), so that the sends are
 * spread over the minute and a relay never sees a burst of a minute's worth.
 */
export function rateWindow(perMinute: number) {
  const count = Math.ceil(perMinute / 60);
  return { count, windowMs: Math.round((60_000 * count) / perMinute) };
}

/** Due: pending, its time come, and no live claim on it. */
const due = (now: string) => (eb: ExpressionBuilder<Tables, "outbox">) =>
  eb.and([
    eb("state", "=", "pending"),
    eb("next_attempt_at", "<=", now),
    eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", now)]),
  ]);

interface Lease {
  now: string;
  until: string;
  token: string;
}

/** The rows `ids` selects, claimed with `lease`: the rows another instance is claiming are skipped. */
function claimRows(q: Queryable, ids: SelectQueryBuilder<Tables, "outbox", { id: number }>, lease: Lease) {
  return q.query
    .updateTable("outbox")
    .set((eb) => ({
      claimed_until: lease.until,
      claim_token: lease.token,
      attempts: eb("attempts", "+", 1),
      attempted_at: lease.now,
    }))
    .where("id", "in", skippingLockedRows(q, ids))
    .returningAll()
    .execute();
}

/** What settling a claimed delivery writes (the claim is released with it). */
type Outcome = Pick<Updateable<OutboxTable>, "state" | "sent_at" | "next_attempt_at" | "last_error">;

export function createClaims(db: Queryable, policies: Partial<Record<string, KindPolicy>>) {
  const limited = Object.entries(policies).flatMap(([kind, policy]) =>
    policy?.perMinute ? [{ kind, ...rateWindow(policy.perMinute) }] : [],
  );

  const lease = (now: Date, leaseMs: number): Lease => ({
    now: now.toISOString(),
    until: new Date(now.getTime() + leaseMs).toISOString(),
    token: randomUUID(),
  });

  /**
   * Due rows, by priority, then oldest first, but those of the rate-limited kinds, which are claimed
   * apart (`claimLimited`).
   */
  function claimUnlimited(now: Date, leaseMs: number, limit: number) {
    const claim = lease(now, leaseMs);
    const ids = db.query
      .selectFrom("outbox")
      .select("id")
      .where(due(claim.now))
      .$if(limited.length > 0, (query) =>
        query.where(
          "kind",
          "not in",
          limited.map(({ kind }) => kind),
        ),
      )
      .orderBy("priority")
      .orderBy("next_attempt_at")
      .orderBy("id")
      .limit(limit);
    return claimRows(db, ids, claim);
  }

  /**
   * Up to `limit` due deliveries of a rate-limited kind, within what its current window has left.
   * The count and the claim run under a lock of the kind (`holdUntilCommit`), so instances sending
   * together share one allowance.
   */
  function claimLimited(
    kind: string,
    count: number,
    windowMs: number,
    now: Date,
    leaseMs: number,
    limit: number,
  ) {
    return db.transaction(async (tx) => {
      await holdUntilCommit(tx, `outbox-rate:${kind}`);
      const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs).toISOString();
      const { n } = await tx.query
        .selectFrom("outbox")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("kind", "=", kind)
        .where("attempted_at", ">=", windowStart)
        .executeTakeFirstOrThrow();
      const allowed = Math.min(limit, count - Number(n));
      if (allowed <= 0) return [];
      const claim = lease(now, leaseMs);
      const ids = tx.query
        .selectFrom("outbox")
        .select("id")
        .where("kind", "=", kind)
        .where(due(claim.now))
        .orderBy("next_attempt_at")
        .orderBy("id")
        .limit(allowed);
      return claimRows(tx, ids, claim);
    });
  }

  /** Records the outcome of a claimed delivery, unless its claim was lost meanwhile (a late answer). */
  async function settle(row: DeliveryRow, outcome: Outcome) {
    const { numUpdatedRows } = await db.query
      .updateTable("outbox")
      .set({ ...outcome, claimed_until: null, claim_token: null })
      .where("id", "=", row.id)
      .where("claim_token", "=", row.claim_token)
      .executeTakeFirst();
    return Number(numUpdatedRows) === 1;
  }

  return {
    /**
     * Claims up to `limit` due deliveries: first those of the kinds without a rate limit, by
     * priority, then, in what is left of `limit`, those of each rate-limited kind its allowance lets
     * start now.
     */
    async claim(now: Date, leaseMs: number, limit: number) {
      const rows = await claimUnlimited(now, leaseMs, limit);
      for (const { kind, count, windowMs } of limited) {
        if (rows.length >= limit) break;
        rows.push(...(await claimLimited(kind, count, windowMs, now, leaseMs, limit - rows.length)));
      }
      return rows.sort((a, b) => a.priority - b.priority || a.id - b.id);
    },
    markSent: (row: DeliveryRow, now: Date) =>
      settle(row, { state: "sent", sent_at: now.toISOString(), last_error: null }),
    markRetry: (row: DeliveryRow, next: Date, error: string) =>
      settle(row, { next_attempt_at: next.toISOString(), last_error: error }),
    /** Nothing to send any more (the subscriber left meanwhile): `reason` says why. */
    markSkipped: (row: DeliveryRow, reason: string, now: Date) =>
      settle(row, { state: "skipped", sent_at: now.toISOString(), last_error: reason }),
    markFailed: (row: DeliveryRow, error: string) => settle(row, { state: "failed", last_error: error }),
  };
}

/** What the worker uses of the outbox. */
export type Claims = ReturnType<typeof createClaims>;
