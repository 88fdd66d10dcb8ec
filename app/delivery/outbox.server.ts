import { randomUUID } from "node:crypto";
import { sameText, type Queryable } from "~/store/queryable";

/**
 * The outbox: every delivery a lead causes (the firm's email, the visitor's acknowledgement, the
 * webhook) is a row written in the same transaction as the lead, then sent by the worker
 * (`worker.server.ts`). A row is claimed with a lease (`claimed_until`, `claim_token`): a worker that
 * dies holding one loses it when the lease ends, and a late answer from it is ignored because its
 * token no longer matches. On PostgreSQL, several instances share the table: the claim skips the
 * rows another instance is locking (`FOR UPDATE SKIP LOCKED`).
 *
 * `kind` is an open string: each kind has a sender registered in the worker, so another feature
 * (the newsletter's confirmation mail) adds a kind without touching this store.
 */
type DeliveryState = "pending" | "sent" | "failed";

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
}

export interface NewDelivery {
  kind: string;
  contactId?: number;
  /** The email address or URL, for `npm run leads` and the one-acknowledgement-a-day rule. */
  recipient?: string;
  payload: unknown;
}

export interface Backlog {
  pending: number;
  failed: number;
  /** Age in seconds of the oldest pending delivery, 0 when there is none. */
  oldestPendingSeconds: number;
}

export function createOutbox(db: Queryable) {
  // Due rows, oldest first. PostgreSQL skips rows another instance is claiming at this moment, so N
  // instances never claim one row twice; SQLite runs the statement alone, which gives the same.
  const due = `SELECT id FROM outbox
    WHERE state = 'pending' AND next_attempt_at <= @now AND (claimed_until IS NULL OR claimed_until <= @now)
    ORDER BY next_attempt_at, id LIMIT @limit`;
  const claimSql = `UPDATE outbox SET claimed_until = @until, claim_token = @token, attempts = attempts + 1
    WHERE id IN (${db.engine === "postgres" ? `${due} FOR UPDATE SKIP LOCKED` : due})
    RETURNING *`;

  return {
    /** Call inside the lead's transaction (`tx`). */
    async add(tx: Queryable, delivery: NewDelivery, at: Date) {
      const row = await tx.get<{ id: number }>(
        `INSERT INTO outbox (kind, contact_id, recipient, payload, created_at, next_attempt_at)
         VALUES (@kind, @contactId, @recipient, @payload, @at, @at) RETURNING id`,
        {
          kind: delivery.kind,
          contactId: delivery.contactId ?? null,
          recipient: delivery.recipient ?? null,
          payload: JSON.stringify(delivery.payload),
          at: at.toISOString(),
        },
      );
      return row!.id;
    },
    /**
     * Whether a delivery of `kind` to `recipient` was queued after `since`. On PostgreSQL, concurrent
     * transactions would not see each other's rows: the address is locked until `tx` commits, so two
     * posts at once cannot both find none.
     */
    async sentRecently(tx: Queryable, kind: string, recipient: string, since: Date) {
      if (tx.engine === "postgres") {
        await tx.run("SELECT pg_advisory_xact_lock(hashtext(lower(?)))", [`${kind}:${recipient}`]);
      }
      const row = await tx.get(
        `SELECT 1 AS found FROM outbox WHERE kind = ? AND ${sameText(tx, "recipient", "?")} AND created_at > ? LIMIT 1`,
        [kind, recipient, since.toISOString()],
      );
      return row !== undefined;
    },
    async claim(now: Date, leaseMs: number, limit: number) {
      const rows = await db.all<DeliveryRow>(claimSql, {
        now: now.toISOString(),
        until: new Date(now.getTime() + leaseMs).toISOString(),
        token: randomUUID(),
        limit,
      });
      return rows.sort((a, b) => a.id - b.id);
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
      const row = await db.get<{ pending: number; failed: number; oldest: string | null }>(
        `SELECT count(*) FILTER (WHERE state = 'pending') AS pending, count(*) FILTER (WHERE state = 'failed') AS failed,
           min(created_at) FILTER (WHERE state = 'pending') AS oldest
         FROM outbox WHERE state != 'sent'`,
      );
      return {
        pending: row?.pending ?? 0,
        failed: row?.failed ?? 0,
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
