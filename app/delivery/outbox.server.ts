import { randomUUID } from "node:crypto";
import type Database from "better-sqlite3";

/**
 * The outbox: every delivery a lead causes (the firm's email, the visitor's acknowledgement, the
 * webhook) is a row written in the same transaction as the lead, then sent by the worker
 * (`worker.server.ts`). A row is claimed with a lease (`claimed_until`, `claim_token`): a worker that
 * dies holding one loses it when the lease ends, and a late answer from it is ignored because its
 * token no longer matches. The same contract suits PostgreSQL (`FOR UPDATE SKIP LOCKED`).
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

/** The SQL of the migration that creates the table (appended to `app/forms/db.server.ts`). */
export const outboxMigration = `
  CREATE TABLE outbox (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    contact_id INTEGER REFERENCES contact_messages(id),
    recipient TEXT,
    payload TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    next_attempt_at TEXT NOT NULL,
    claimed_until TEXT,
    claim_token TEXT,
    sent_at TEXT,
    last_error TEXT
  );
  CREATE INDEX outbox_due ON outbox (state, next_attempt_at);
  CREATE INDEX outbox_recipient ON outbox (kind, recipient COLLATE NOCASE, created_at);
  CREATE INDEX outbox_contact ON outbox (contact_id);`;

export function createOutbox(db: Database.Database) {
  const insert = db.prepare(
    `INSERT INTO outbox (kind, contact_id, recipient, payload, created_at, next_attempt_at)
     VALUES (@kind, @contactId, @recipient, @payload, @at, @at)`,
  );
  const recentTo = db.prepare(
    `SELECT 1 FROM outbox WHERE kind = ? AND recipient = ? COLLATE NOCASE AND created_at > ? LIMIT 1`,
  );
  // One statement: SQLite runs it alone, so two workers never claim the same row.
  const claim = db.prepare(
    `UPDATE outbox SET claimed_until = @until, claim_token = @token, attempts = attempts + 1
     WHERE id IN (
       SELECT id FROM outbox
       WHERE state = 'pending' AND next_attempt_at <= @now AND (claimed_until IS NULL OR claimed_until <= @now)
       ORDER BY next_attempt_at, id LIMIT @limit
     )
     RETURNING *`,
  );
  const sent = db.prepare(
    `UPDATE outbox SET state = 'sent', sent_at = @now, claimed_until = NULL, claim_token = NULL, last_error = NULL
     WHERE id = @id AND claim_token = @token`,
  );
  const retry = db.prepare(
    `UPDATE outbox SET next_attempt_at = @next, claimed_until = NULL, claim_token = NULL, last_error = @error
     WHERE id = @id AND claim_token = @token`,
  );
  const failed = db.prepare(
    `UPDATE outbox SET state = 'failed', claimed_until = NULL, claim_token = NULL, last_error = @error
     WHERE id = @id AND claim_token = @token`,
  );
  const requeue = db.prepare(
    `UPDATE outbox SET state = 'pending', attempts = 0, created_at = @now, next_attempt_at = @now, last_error = NULL
     WHERE state = 'failed'`,
  );
  const backlog = db.prepare(
    `SELECT count(*) FILTER (WHERE state = 'pending') AS pending, count(*) FILTER (WHERE state = 'failed') AS failed,
       min(created_at) FILTER (WHERE state = 'pending') AS oldest
     FROM outbox WHERE state != 'sent'`,
  );
  const forContacts = db.prepare(`SELECT * FROM outbox WHERE contact_id IS NOT NULL ORDER BY contact_id, id`);
  const nextDue = db.prepare(`SELECT min(next_attempt_at) FROM outbox WHERE state = 'pending'`).pluck();

  return {
    /** Call inside the lead's transaction. */
    add(delivery: NewDelivery, at: Date) {
      const { lastInsertRowid } = insert.run({
        kind: delivery.kind,
        contactId: delivery.contactId ?? null,
        recipient: delivery.recipient ?? null,
        payload: JSON.stringify(delivery.payload),
        at: at.toISOString(),
      });
      return Number(lastInsertRowid);
    },
    /** Whether a delivery of `kind` to `recipient` was queued after `since`. */
    sentRecently(kind: string, recipient: string, since: Date) {
      return recentTo.get(kind, recipient, since.toISOString()) !== undefined;
    },
    claim(now: Date, leaseMs: number, limit: number) {
      const token = randomUUID();
      return claim.all({
        now: now.toISOString(),
        until: new Date(now.getTime() + leaseMs).toISOString(),
        token,
        limit,
      }) as DeliveryRow[];
    },
    markSent(row: DeliveryRow, now: Date) {
      return sent.run({ id: row.id, token: row.claim_token, now: now.toISOString() }).changes === 1;
    },
    markRetry(row: DeliveryRow, next: Date, error: string) {
      return retry.run({ id: row.id, token: row.claim_token, next: next.toISOString(), error }).changes === 1;
    },
    markFailed(row: DeliveryRow, error: string) {
      return failed.run({ id: row.id, token: row.claim_token, error }).changes === 1;
    },
    /** `npm run leads -- --retry-failed`: failed deliveries start again, with a fresh 48 h. */
    retryFailed(now: Date) {
      return requeue.run({ now: now.toISOString() }).changes;
    },
    backlog(now: Date): Backlog {
      const row = backlog.get() as { pending: number; failed: number; oldest: string | null };
      return {
        pending: row.pending,
        failed: row.failed,
        oldestPendingSeconds: row.oldest
          ? Math.max(0, Math.round((now.getTime() - Date.parse(row.oldest)) / 1000))
          : 0,
      };
    },
    /** The deliveries of contact messages, in order, for `npm run leads`. */
    contactDeliveries() {
      return forContacts.all() as DeliveryRow[];
    },
    /** When the next pending delivery is due, if any. */
    nextDue(): Date | undefined {
      const value = nextDue.get() as string | null;
      return value ? new Date(value) : undefined;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
