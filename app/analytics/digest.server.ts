import { statsFor, type Stats } from "./report.server";
import { weekBefore, type Week } from "./weeks";
import type { Queryable } from "~/store/queryable";

/**
 * The weekly digest's figures: a week's and the week before's, as the email compares them
 * (`emails/digest.tsx`). Queued once a week by `delivery/weekly-digest.server.ts`. `week` is the ISO
 * id, `2026-W48`.
 */
export interface DigestFigures {
  week: string;
  since: string;
  until: string;
  current: Stats;
  previous: Stats;
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

/** Whether anything was counted in `week` or the week before: a site just installed gets no digest. */
export async function countedAround(db: Queryable, week: Week): Promise<boolean> {
  const { n } = await db.query
    .selectFrom("analytics_daily")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("day", ">=", weekBefore(week).since)
    .where("day", "<=", week.until)
    .executeTakeFirstOrThrow();
  return Number(n) > 0;
}
