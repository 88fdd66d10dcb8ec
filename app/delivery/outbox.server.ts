import { randomUUID } from "node:crypto";
import type { Queryable } from "~/store/queryable";

/**
 * The outbox: every delivery a lead causes (the firm's email, the visitor's acknowledgement, the
 * webhook) is a row written in the same transaction as the lead, then sent by the worker
 * (`worker.server.ts`). A row is claimed with a lease (`claimed_until`, `claim_token`): a worker that
 * dies holding one loses it when the lease ends, and a late answer from it is ignored because its
 * token no longer matches. On PostgreSQL, several instances share the table: the claim skips the
 * rows another instance is locking (`FOR UPDATE SKIP LOCKED`).
 *
 * `kind` is an open string: each kind has a sender registered in the worker, so another feature
 * (the newsletter's confirmation mail) adds a kind without touching this store. A kind may have a
 * policy (`KindPolicy`): a priority, so that bulk mail never delays the firm's own, and a rate limit
 * that every instance counts together.
 */
type DeliveryState = "pending" | "sent" | "failed" | "skipped";

/** How the outbox treats the deliveries of one kind. */
export interface KindPolicy {
  /** Claimed after every due delivery of a lower number: 0 (the default) is the firm's own mail. */
  priority?: number;
  /** At most this many deliveries of the kind start per minute, across instances; 0: no limit. */
  perMinute?: number;
}

/**
 * A rate of `perMinute` as whole deliveries per window: `ceil(perMinute / 60)` per window of
 * `60 s × that / perMinute` (60 a minute: 1 a second; 90: 2 every 1.33 s), so that the sends are
 * spread over the minute and a relay never sees a burst of a minute's worth.
 */
export function rateWindow(perMinute: number) {
  const count = Math.ceil(perMinute / 60);
  return { count, windowMs: Math.round((60_000 * count) / perMinute) };
}

export interface DeliveryRow {
  id: number;
  kind: string;
  contact_id: number | null;
  recipient: string | null;
  payload: string;
  state: DeliveryState;
  attempts: number;
  created_at: string;
  next_attempt_at: string;
  claimed_until: string | null;
  claim_token: string | null;
  sent_at: string | null;
  last_error: string | null;
  priority: number;
  unique_key: string | null;
  attempted_at: string | null;
  /** An email to an address a visitor typed: its mailbox (`leads/mailbox.ts`), for the caps. */
  mailbox: string | null;
}

export interface NewDelivery {
  kind: string;
  contactId?: number;
  /** The email address or URL, for `npm run leads` and the one-acknowledgement-a-day rule. */
  recipient?: string;
  payload: unknown;
  /** Unique across the outbox: a second delivery with the same key is not queued. */
  uniqueKey?: string;
  /** The canonical mailbox of a visitor's address (`leads/mailbox.ts`), for `queuedToMailbox`. */
  mailbox?: string;
}

export interface Backlog {
  pending: number;
  failed: number;
  /** Age in seconds of the oldest pending delivery of the firm's own mail (priority 0), 0 when there is none. */
  oldestPendingSeconds: number;
}

export function createOutbox(db: Queryable, policies: Record<string, KindPolicy> = {}) {
  const priorityOf = (kind: string) => policies[kind]?.priority ?? 0;
  const limited = Object.entries(policies).flatMap(([kind, policy]) =>
    policy.perMinute ? [{ kind, ...rateWindow(policy.perMinute) }] : [],
  );
  const placeholders = limited.map((_, index) => `@limited${index}`).join(", ");
  const limitedParams = Object.fromEntries(limited.map(({ kind }, index) => [`limited${index}`, kind]));

  // Due rows, by priority, then oldest first. PostgreSQL skips rows another instance is claiming at
  // this moment, so N instances never claim one row twice; SQLite runs the statement alone, which
  // gives the same. The rate-limited kinds are claimed apart (`claimLimited`).
  const dueWhere = `state = 'pending' AND next_attempt_at <= @now AND (claimed_until IS NULL OR claimed_until <= @now)`;
  const claimOf = (due: string) => `UPDATE outbox
    SET claimed_until = @until, claim_token = @token, attempts = attempts + 1, attempted_at = @now
    WHERE id IN (${db.engine === "postgres" ? `${due} FOR UPDATE SKIP LOCKED` : due})
    RETURNING *`;
  const claimSql = claimOf(`SELECT id FROM outbox WHERE ${dueWhere}
    ${limited.length ? `AND kind NOT IN (${placeholders})` : ""}
    ORDER BY priority, next_attempt_at, id LIMIT @limit`);
  const claimKindSql = claimOf(`SELECT id FROM outbox WHERE kind = @kind AND ${dueWhere}
    ORDER BY next_attempt_at, id LIMIT @limit`);

  const lease = (now: Date, leaseMs: number) => ({
    now: now.toISOString(),
    until: new Date(now.getTime() + leaseMs).toISOString(),
    token: randomUUID(),
  });

  /**
   * Up to `limit` due deliveries of a rate-limited kind, within what its current window has left.
   * The count and the claim run under a lock of the kind (on PostgreSQL an advisory lock, SQLite's
   * transactions are serial), so instances sending together share one allowance.
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
      if (tx.engine === "postgres")
        await tx.run("SELECT pg_advisory_xact_lock(hashtext(?))", [`outbox-rate:${kind}`]);
      const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs).toISOString();
      const started = await tx.get<{ n: number }>(
        "SELECT count(*) AS n FROM outbox WHERE kind = ? AND attempted_at >= ?",
        [kind, windowStart],
      );
      const allowed = Math.min(limit, count - Number(started?.n ?? 0));
      if (allowed <= 0) return [];
      return tx.all<DeliveryRow>(claimKindSql, { ...lease(now, leaseMs), kind, limit: allowed });
    });
  }

  return {
    /** Call inside the lead's transaction (`tx`). */
    async add(tx: Queryable, delivery: NewDelivery, at: Date) {
      const row = await tx.get<{ id: number }>(
        `INSERT INTO outbox (kind, contact_id, recipient, payload, priority, unique_key, mailbox, created_at, next_attempt_at)
         VALUES (@kind, @contactId, @recipient, @payload, @priority, @uniqueKey, @mailbox, @at, @at) RETURNING id`,
        {
          kind: delivery.kind,
          contactId: delivery.contactId ?? null,
          recipient: delivery.recipient ?? null,
          payload: JSON.stringify(delivery.payload),
          priority: priorityOf(delivery.kind),
          uniqueKey: delivery.uniqueKey ?? null,
          mailbox: delivery.mailbox ?? null,
          at: at.toISOString(),
        },
      );
      return row!.id;
    },
    /**
     * Queues one delivery of `kind` per row of `select`, a query of the columns `recipient`,
     * `payload` (JSON text) and `unique_key`, in one statement (10,000 rows never pass through
     * memory). A row whose key is already queued is left out: running it again adds nothing.
     * Resolves to the number queued.
     */
    addSelected(
      tx: Queryable,
      kind: string,
      select: string,
      params: Record<string, string | number | null>,
      at: Date,
    ) {
      return tx.run(
        `INSERT INTO outbox (kind, recipient, payload, priority, unique_key, created_at, next_attempt_at)
         SELECT @kind, recipient, payload, @priority, unique_key, @at, @at FROM (${select}) AS selected
         WHERE true ON CONFLICT (unique_key) DO NOTHING`,
        { ...params, kind, priority: priorityOf(kind), at: at.toISOString() },
      );
    },
    /**
     * Whether a delivery of `kind` to `mailbox` (canonical: `leads/mailbox.ts`) was queued after
     * `since`. On PostgreSQL, concurrent transactions would not see each other's rows: the mailbox is
     * locked until `tx` commits, so two posts at once cannot both find none.
     */
    async queuedToMailbox(tx: Queryable, kind: string, mailbox: string, since: Date) {
      if (tx.engine === "postgres") {
        await tx.run("SELECT pg_advisory_xact_lock(hashtext(?))", [`${kind}:${mailbox}`]);
      }
      const row = await tx.get(
        "SELECT 1 AS found FROM outbox WHERE kind = ? AND mailbox = ? AND created_at > ? LIMIT 1",
        [kind, mailbox, since.toISOString()],
      );
      return row !== undefined;
    },
    /** How many deliveries of `kinds` were queued after `since`, on every instance. */
    async countQueued(q: Queryable, kinds: readonly string[], since: Date) {
      const row = await q.get<{ n: number }>(
        `SELECT count(*) AS n FROM outbox WHERE kind IN (${kinds.map(() => "?").join(", ")}) AND created_at > ?`,
        [...kinds, since.toISOString()],
      );
      return Number(row?.n ?? 0);
    },
    /**
     * Claims up to `limit` due deliveries: first those of the kinds without a rate limit, by
     * priority, then, in what is left of `limit`, those of each rate-limited kind its allowance lets
     * start now.
     */
    async claim(now: Date, leaseMs: number, limit: number) {
      const rows = await db.all<DeliveryRow>(claimSql, { ...lease(now, leaseMs), ...limitedParams, limit });
      for (const { kind, count, windowMs } of limited) {
        if (rows.length >= limit) break;
        rows.push(...(await claimLimited(kind, count, windowMs, now, leaseMs, limit - rows.length)));
      }
      return rows.sort((a, b) => a.priority - b.priority || a.id - b.id);
    },
    async markSent(row: DeliveryRow, now: Date) {
      const changed = await db.run(
        `UPDATE outbox SET state = 'sent', sent_at = @now, claimed_until = NULL, claim_token = NULL, last_error = NULL
         WHERE id = @id AND claim_token = @token`,
        { id: row.id, token: row.claim_token, now: now.toISOString() },
      );
      return changed === 1;
    },
    async markRetry(row: DeliveryRow, next: Date, error: string) {
      const changed = await db.run(
        `UPDATE outbox SET next_attempt_at = @next, claimed_until = NULL, claim_token = NULL, last_error = @error
         WHERE id = @id AND claim_token = @token`,
        { id: row.id, token: row.claim_token, next: next.toISOString(), error },
      );
      return changed === 1;
    },
    /** Nothing to send any more (the subscriber left meanwhile): `reason` says why. */
    async markSkipped(row: DeliveryRow, reason: string, now: Date) {
      const changed = await db.run(
        `UPDATE outbox SET state = 'skipped', sent_at = @now, claimed_until = NULL, claim_token = NULL, last_error = @reason
         WHERE id = @id AND claim_token = @token`,
        { id: row.id, token: row.claim_token, now: now.toISOString(), reason },
      );
      return changed === 1;
    },
    async markFailed(row: DeliveryRow, error: string) {
      const changed = await db.run(
        `UPDATE outbox SET state = 'failed', claimed_until = NULL, claim_token = NULL, last_error = @error
         WHERE id = @id AND claim_token = @token`,
        { id: row.id, token: row.claim_token, error },
      );
      return changed === 1;
    },
    /** `npm run leads -- --retry-failed`: failed deliveries start again, with a fresh 48 h. */
    retryFailed(now: Date) {
      return db.run(
        `UPDATE outbox SET state = 'pending', attempts = 0, created_at = @now, next_attempt_at = @now, last_error = NULL
         WHERE state = 'failed'`,
        { now: now.toISOString() },
      );
    },
    async backlog(now: Date): Promise<Backlog> {
      // Bulk mail waits by design (a newsletter at 60 a minute lasts hours): the age that should
      // raise an alert is that of the firm's own mail, priority 0.
      const row = await db.get<{ pending: number; failed: number; oldest: string | null }>(
        `SELECT count(*) FILTER (WHERE state = 'pending') AS pending, count(*) FILTER (WHERE state = 'failed') AS failed,
           min(created_at) FILTER (WHERE state = 'pending' AND priority = 0) AS oldest
         FROM outbox WHERE state IN ('pending', 'failed')`,
      );
      return {
        pending: Number(row?.pending ?? 0),
        failed: Number(row?.failed ?? 0),
        oldestPendingSeconds: row?.oldest
          ? Math.max(0, Math.round((now.getTime() - Date.parse(row.oldest)) / 1000))
          : 0,
      };
    },
    /** The deliveries of contact messages, in order, for `npm run leads`. */
    contactDeliveries() {
      return db.all<DeliveryRow>(`SELECT * FROM outbox WHERE contact_id IS NOT NULL ORDER BY contact_id, id`);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
