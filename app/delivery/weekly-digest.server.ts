import { countedAround } from "~/analytics/digest.server";
import { weekBefore, weekOf } from "~/analytics/weeks";
import type { Queryable } from "~/store/queryable";
import type { Outbox } from "./outbox.server";

/**
 * The weekly digest: after the week is over (the first analytics flush of a Monday, UTC), one
 * email to the firm about it (its sender: `kinds/digest.server.ts`). One per week however many
 * instances run: the week's row in `analytics_digests` (its primary key) is inserted in the
 * transaction that queues the email, so only the instance whose insert succeeds queues it. Nothing
 * is sent about a week, or the one before it, in which nothing was counted (a site just installed).
 */
export function createDigest(db: Queryable, outbox: Outbox, recipient: string) {
  let checked = "";
  return {
    /** Called after each flush, with the analytics clock's time. Resolves to whether it queued one. */
    async queueDue(now: Date): Promise<boolean> {
      const week = weekBefore(weekOf(now));
      if (checked === week.id) return false;
      const counted = await countedAround(db, week);
      checked = week.id;
      if (!counted) return false;
      return db.transaction(async (tx) => {
        const { numInsertedOrUpdatedRows } = await tx.query
          .insertInto("analytics_digests")
          .values({ week: week.id, queued_at: now.toISOString() })
          .onConflict((conflict) => conflict.column("week").doNothing())
          .executeTakeFirst();
        if (Number(numInsertedOrUpdatedRows ?? 0) === 0) return false;
        await outbox.add(tx, { kind: "analytics.digest", recipient, payload: week }, new Date());
        return true;
      });
    },
  };
}
