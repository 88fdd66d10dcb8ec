import type { AliasableExpression } from "kysely";
import { holdUntilCommit } from "~/store/engine-specific";
import type { Queryable } from "~/store/queryable";
import type { Kind, KindSettings } from "./kinds.server";
import { createClaims } from "./outbox-claims.server";
import { outboxReports } from "./outbox-reports.server";

/**
 * The outbox: every delivery a lead causes (the firm's email, the visitor's acknowledgement, the
 * webhook) is a row written in the same transaction as the lead, then sent by the worker
 * (`worker.server.ts`). A row is claimed with a lease (`claimed_until`, `claim_token`): a worker that
 * dies holding one loses it when the lease ends, and a late answer from it is ignored because its
 * token no longer matches. On PostgreSQL, several instances share the table: the claim skips the
 * rows another instance is locking (`FOR UPDATE SKIP LOCKED`). Claiming: `outbox-claims.server.ts`;
 * what the firm reads of it: `outbox-reports.server.ts`; queueing: here.
 *
 * `kind` is one of the kinds of `kinds.server.ts`, one row each (its sender, its policy, the channel
 * that enables it), so another feature adds a kind without touching this store. A kind's policy: a
 * priority, so that bulk mail never delays the firm's own, and a rate limit that every instance
 * counts together. Queueing a kind whose channel is not configured throws: it would never be sent.
 */
export interface NewDelivery {
  kind: Kind;
  contactId?: number;
  /** The email address or URL, for `npm run leads` and the one-acknowledgement-a-day rule. */
  recipient?: string;
  payload: unknown;
  /** Unique across the outbox: a second delivery with the same key is not queued. */
  uniqueKey?: string;
  /** The canonical mailbox of a visitor's address (`leads/mailbox.ts`), for `queuedToMailbox`. */
  mailbox?: string;
  /** Not sent before this (a booking's reminder); as soon as it is queued without it. */
  notBefore?: Date;
}

/** A delivery to queue, as `addSelected` reads it from its query. */
export interface Selected {
  recipient: string;
  payload: string;
  unique_key: string;
}

/** Without settings (`npm run leads`, which only reads and retries): no kind may be queued. */
const readOnly: KindSettings = { policies: {}, enabled: () => false };

export function createOutbox(db: Queryable, { policies, enabled }: KindSettings = readOnly) {
  const priorityOf = (kind: Kind) => policies[kind]?.priority ?? 0;
  const queueable = (kind: Kind) => {
    if (!enabled(kind)) throw new Error(`Outbox: "${kind}" is queued while its channel is not configured`);
  };

  return {
    // Claiming and settling what the worker sends (`outbox-claims.server.ts`).
    ...createClaims(db, policies),
    // What the firm and /healthz read (`outbox-reports.server.ts`).
    ...outboxReports(db),
    /** Call inside the lead's transaction (`tx`). */
    async add(tx: Queryable, delivery: NewDelivery, at: Date) {
      queueable(delivery.kind);
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
          next_attempt_at: (delivery.notBefore ?? at).toISOString(),
          due_at: delivery.notBefore?.toISOString() ?? null,
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
    async addSelected(tx: Queryable, kind: Kind, selected: AliasableExpression<Selected>, at: Date) {
      queueable(kind);
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
    async queuedToMailbox(tx: Queryable, kind: Kind, mailbox: string, since: Date) {
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
    async countQueued(q: Queryable, kinds: readonly Kind[], since: Date) {
      const { n } = await q.query
        .selectFrom("outbox")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("kind", "in", kinds)
        .where("created_at", ">", since.toISOString())
        .executeTakeFirstOrThrow();
      return Number(n);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
