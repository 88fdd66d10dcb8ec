import { statsFor } from "~/analytics/report.server";
import { weekBefore, weekOf, type Week } from "~/analytics/weeks";
import type { Queryable } from "~/store/queryable";
import type { DigestFigures } from "~/emails/digest";
import type { Outbox } from "./outbox.server";

/** The outbox kind of the firm's weekly analytics digest. */
export const digestKind = "analytics.digest";

/**
 * The weekly digest: after the week is over (the first analytics flush of a Monday, UTC), one
 * email to the firm about it. One per week however many instances run: the week's row in
 * `analytics_digests` (its primary key) is inserted in the transaction that queues the email, so
 * only the instance whose insert succeeds queues it. Nothing is sent about a week, or the one
 * before it, in which nothing was counted (a site just installed).
 */
export function createDigest(db: Queryable, outbox: Outbox, recipient: string) {
  let checked = "";
  return {
    /** Called after each flush, with the analytics clock's time. Resolves to whether it queued one. */
    async queueDue(now: Date): Promise<boolean> {
      const week = weekBefore(weekOf(now));
      if (checked === week.id) return false;
      const { n } = await db.query
        .selectFrom("analytics_daily")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("day", ">=", weekBefore(week).since)
        .where("day", "<=", week.until)
        .executeTakeFirstOrThrow();
      checked = week.id;
      if (Number(n) === 0) return false;
      return db.transaction(async (tx) => {
        const { numInsertedOrUpdatedRows } = await tx.query
          .insertInto("analytics_digests")
          .values({ week: week.id, queued_at: now.toISOString() })
          .onConflict((conflict) => conflict.column("week").doNothing())
          .executeTakeFirst();
        if (Number(numInsertedOrUpdatedRows ?? 0) === 0) return false;
        await outbox.add(tx, { kind: digestKind, recipient, payload: week }, new Date());
        return true;
      });
    },
  };
}

/** The figures of the digest's week and of the week before, read when it is sent. */
export async function digestFigures(db: Queryable, week: Week): Promise<DigestFigures> {
  const before = weekBefore(week);
  return {
    week: week.id,
    since: week.since,
    until: week.until,
    current: await statsFor(db, week.since, week.until),
    previous: await statsFor(db, before.since, before.until),
  };
}
