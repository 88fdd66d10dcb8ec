import { randomUUID } from "node:crypto";
import type {
  AliasableExpression,
  ExpressionBuilder,
  Selectable,
  SelectQueryBuilder,
  Updateable,
} from "kysely";
import { holdUntilCommit, skippingLockedRows } from "~/store/engine-specific";
import type { Queryable } from "~/store/queryable";
import type { OutboxTable, Tables } from "~/store/tables";

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

/** A delivery, as stored (`mailbox`: of an email to an address a visitor typed, for the caps). */
export type DeliveryRow = Selectable<OutboxTable>;

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

/** A delivery to queue, as `addSelected` reads it from its query. */
export interface Selected {
  recipient: string;
  payload: string;
  unique_key: string;
}

export interface Backlog {
  pending: number;
  failed: number;
  /** Age in seconds of the oldest pending delivery of the firm's own mail (priority 0), 0 when there is none. */
  oldestPendingSeconds: number;
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

export function createOutbox(db: Queryable, policies: Record<string, KindPolicy> = {}) {
  const priorityOf = (kind: string) => policies[kind]?.priority ?? 0;
  const limited = Object.entries(policies).flatMap(([kind, policy]) =>
    policy.perMinute ? [{ kind, ...rateWindow(policy.perMinute) }] : [],
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
    /** Call inside the lead's transaction (`tx`). */
    async add(tx: Queryable, delivery: NewDelivery, at: Date) {
      const { id } = await tx.query
        .insertInto("outbox")
        .values({
          kind: delivery.kind,
          contact_id: delivery.contactId ?? null,
          recipient: delivery.recipient ?? null,
          payload: JSON.stringify(delivery.payload),
          priority: priorityOf(delivery.kind),
          unique_key: delivery.uniqueKey ?? null,
          mailbox: delivery.mailbox ?? null,
          created_at: at.toISOString(),
          next_attempt_at: at.toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return id;
    },
    /**
     * Queues one delivery of `kind` per row of `selected`, a query of the columns `recipient`,
     * `payload` (JSON text) and `unique_key`, in one statement (10,000 rows never pass through
     * memory). A row whose key is already queued is left out: running it again adds nothing.
     * Resolves to the number queued.
     */
    async addSelected(tx: Queryable, kind: string, selected: AliasableExpression<Selected>, at: Date) {
      const { numInsertedOrUpdatedRows } = await tx.query
        .insertInto("outbox")
        .columns(["kind", "recipient", "payload", "priority", "unique_key", "created_at", "next_attempt_at"])
        .expression((eb) =>
          eb
            .selectFrom(selected.as("selected"))
            .select((row) => [
              row.val(kind).as("kind"),
              "recipient",
              "payload",
              row.val(priorityOf(kind)).as("priority"),
              "unique_key",
              row.val(at.toISOString()).as("created_at"),
              row.val(at.toISOString()).as("next_attempt_at"),
            ])
            // SQLite reads `ON CONFLICT` after a SELECT as a join's `ON` unless the SELECT has a WHERE.
            .where((row) => row.lit(true)),
        )
        .onConflict((conflict) => conflict.column("unique_key").doNothing())
        .executeTakeFirst();
      return Number(numInsertedOrUpdatedRows ?? 0);
    },
    /**
     * Whether a delivery of `kind` to `mailbox` (canonical: `leads/mailbox.ts`) was queued after
     * `since`. On PostgreSQL, concurrent transactions would not see each other's rows: the mailbox is
     * held until `tx` commits, so two posts at once cannot both find none.
     */
    async queuedToMailbox(tx: Queryable, kind: string, mailbox: string, since: Date) {
      await holdUntilCommit(tx, `${kind}:${mailbox}`);
      const row = await tx.query
        .selectFrom("outbox")
        .select((eb) => eb.lit(1).as("found"))
        .where("kind", "=", kind)
        .where("mailbox", "=", mailbox)
        .where("created_at", ">", since.toISOString())
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
    /** How many deliveries of `kinds` were queued after `since`, on every instance. */
    async countQueued(q: Queryable, kinds: readonly string[], since: Date) {
      const { n } = await q.query
        .selectFrom("outbox")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("kind", "in", kinds)
        .where("created_at", ">", since.toISOString())
        .executeTakeFirstOrThrow();
      return Number(n);
    },
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
    /** `npm run leads -- --retry-failed`: failed deliveries start again, with a fresh 48 h. */
    async retryFailed(now: Date) {
      const { numUpdatedRows } = await db.query
        .updateTable("outbox")
        .set({
          state: "pending",
          attempts: 0,
          created_at: now.toISOString(),
          next_attempt_at: now.toISOString(),
          last_error: null,
        })
        .where("state", "=", "failed")
        .executeTakeFirst();
      return Number(numUpdatedRows);
    },
    async backlog(now: Date): Promise<Backlog> {
      // Bulk mail waits by design (a newsletter at 60 a minute lasts hours): the age that should
      // raise an alert is that of the firm's own mail, priority 0.
      const row = await db.query
        .selectFrom("outbox")
        .select((eb) => [
          eb.fn.countAll<number>().filterWhere("state", "=", "pending").as("pending"),
          eb.fn.countAll<number>().filterWhere("state", "=", "failed").as("failed"),
          eb.fn
            .min("created_at")
            .filterWhere((filter) =>
              filter.and([filter("state", "=", "pending"), filter("priority", "=", 0)]),
            )
            .as("oldest"),
        ])
        .where("state", "in", ["pending", "failed"])
        .executeTakeFirstOrThrow();
      return {
        pending: Number(row.pending),
        failed: Number(row.failed),
        oldestPendingSeconds: row.oldest
          ? Math.max(0, Math.round((now.getTime() - Date.parse(row.oldest)) / 1000))
          : 0,
      };
    },
    /** The deliveries of contact messages, in order, for `npm run leads`. */
    contactDeliveries() {
      return db.query
        .selectFrom("outbox")
        .selectAll()
        .where("contact_id", "is not", null)
        .orderBy("contact_id")
        .orderBy("id")
        .execute();
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
