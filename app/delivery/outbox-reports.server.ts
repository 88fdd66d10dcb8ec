import type { Queryable } from "~/store/queryable";

/**
 * What the firm and the health check read of the outbox, and the one thing the firm does to it:
 * the backlog (`/healthz`), the contact messages' deliveries and queueing the failed ones again
 * (`npm run leads`). Part of the outbox (`createOutbox` spreads it in).
 */

export interface Backlog {
  pending: number;
  failed: number;
  /** Age in seconds of the oldest pending delivery of the firm's own mail (priority 0), 0 when there is none. */
  oldestPendingSeconds: number;
}

export function outboxReports(db: Queryable) {
  return {
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
