import { createHash } from "node:crypto";
import { composeIssue, issueLanguages, staleAfterMs, type IssueFile } from "~/newsletter/issue";
import type { NewsletterContent } from "~/newsletter/issues.server";
import type { Selectable } from "kysely";
import { lockedUntilCommit } from "~/store/engine-specific";
import type { Queryable } from "~/store/queryable";
import type { NewsletterScheduleTable } from "~/store/tables";
import type { Outbox } from "./outbox.server";

/**
 * Newsletter issues sent on schedule (an issue's `sendAt`, `newsletter/issues.server.ts`). Each
 * server checks the deployed issues as its outbox worker polls:
 * - the first time any server sees a scheduled issue, it records when (`newsletter_schedule`);
 * - each version of it (its text, its send time) is proofed once to the firm (`LEADS_TO`), in
 *   English, as the subscribers will read it, marked as a proof with its send time;
 * - at `sendAt`, one server queues it for the subscribers confirmed at that moment, through the
 *   outbox (one delivery per subscriber, whatever the restarts and instances);
 * - an issue whose `sendAt` was already more than 24 hours past when a server first saw it (a deploy
 *   of an old branch) is never sent by itself: it waits for `npm run newsletter -- send ID`.
 * An issue queued by hand before its time is not queued again.
 */

/** What scheduling needs of newsletter queueing (`newsletter-queue.server.ts`). */
interface Sending {
  queueIn: (tx: Queryable, issue: ReturnType<typeof composeIssue>, at: Date) => Promise<number>;
  previousSentAt: (q: Queryable, issueId: string) => Promise<Date | undefined>;
  isStored: (q: Queryable, issueId: string) => Promise<boolean>;
}

/** A version of an issue: its text and its send time. A proof is sent once per version. */
export const issueVersion = (file: IssueFile) =>
  createHash("sha256")
    .update(JSON.stringify([file.versions, file.sendAt, file.archive]))
    .digest("base64url")
    .slice(0, 16);

export type ScheduleRow = Selectable<NewsletterScheduleTable>;

export type ScheduleState =
  | { state: "unscheduled" }
  | { state: "scheduled"; sendAt: string }
  | { state: "waiting"; sendAt: string; firstSeenAt: string }
  | { state: "queued"; at: string };

/** Where an issue stands, as `npm run newsletter -- status` says it. */
export function scheduleState(file: IssueFile, row: ScheduleRow | undefined, stored: boolean): ScheduleState {
  if (row?.queued_at) return { state: "queued", at: row.queued_at };
  if (stored) return { state: "queued", at: "" };
  if (!file.sendAt) return { state: "unscheduled" };
  if (row && isStale(file.sendAt, row.first_seen_at))
    return { state: "waiting", sendAt: file.sendAt, firstSeenAt: row.first_seen_at };
  return { state: "scheduled", sendAt: file.sendAt };
}

const isStale = (sendAt: string, firstSeenAt: string) =>
  Date.parse(firstSeenAt) - Date.parse(sendAt) > staleAfterMs;

export function createNewsletterSchedule(
  db: Queryable,
  outbox: Outbox,
  sending: Sending,
  content: NewsletterContent,
  leadsTo: string,
) {
  const scheduled = content.issues.filter((file) => file.sendAt);
  /** Issues this server knows are queued (by it or another): nothing left to do. */
  const done = new Set<string>();
  /** The proofs this server knows were queued, by issue and version. */
  const proofed = new Set<string>();

  async function checkIssue(file: IssueFile, now: Date) {
    const version = issueVersion(file);
    if (done.has(file.id)) return;
    if (proofed.has(`${file.id} ${version}`) && now.getTime() < Date.parse(file.sendAt!)) return;
    const queued = await db.transaction(async (tx) => {
      await tx.query
        .insertInto("newsletter_schedule")
        .values({ issue_id: file.id, first_seen_at: now.toISOString() })
        .onConflict((conflict) => conflict.column("issue_id").doNothing())
        .execute();
      // Whichever server gets here first for an issue decides for all: the row is locked until commit.
      const row = await lockedUntilCommit(
        tx,
        tx.query.selectFrom("newsletter_schedule").selectAll().where("issue_id", "=", file.id),
      ).executeTakeFirstOrThrow();
      if (row.queued_at || (await sending.isStored(tx, file.id))) return true;
      if (isStale(file.sendAt!, row.first_seen_at)) return true;
      if (row.proofed_version !== version) {
        await tx.query
          .updateTable("newsletter_schedule")
          .set({ proofed_version: version })
          .where("issue_id", "=", file.id)
          .execute();
        await outbox.add(
          tx,
          {
            kind: "newsletter.proof",
            recipient: leadsTo,
            payload: { issue: file.id, version },
            uniqueKey: `newsletter.proof:${file.id}:${version}`,
          },
          now,
        );
      }
      proofed.add(`${file.id} ${version}`);
      if (now.getTime() < Date.parse(file.sendAt!)) return false;
      await tx.query
        .updateTable("newsletter_schedule")
        .set({ queued_at: now.toISOString() })
        .where("issue_id", "=", file.id)
        .execute();
      const previous = await sending.previousSentAt(tx, file.id);
      await sending.queueIn(tx, composeIssue(file, content.articles, previous, now), now);
      return true;
    });
    if (queued) done.add(file.id);
  }

  return {
    /** The issues with a send time, as deployed. */
    scheduled,
    /**
     * Records, proofs and queues what is due at `now`; resolves to whether anything was queued
     * (the worker then wakes). A failure is logged and tried again at the next check.
     */
    async check(now: Date) {
      const before = done.size;
      for (const file of scheduled) {
        try {
          await checkIssue(file, now);
        } catch (error) {
          console.error(`Newsletter schedule: issue ${file.id} could not be checked:`, error);
        }
      }
      return done.size > before;
    },
    /** The deployed version of an issue, for its proof (undefined: no such issue any more). */
    file(issueId: string) {
      return content.issues.find((file) => file.id === issueId);
    },
    /** The English version, or the first one written: what the proof shows. */
    proofLanguage(file: IssueFile) {
      const written = issueLanguages(file);
      return written.includes("en") ? "en" : written[0]!;
    },
  };
}
