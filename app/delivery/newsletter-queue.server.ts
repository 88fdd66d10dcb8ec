import { issueLanguages, type Issue } from "~/newsletter/issue";
import { mailable } from "~/newsletter/subscribers.server";
import type { Subscriptions } from "~/newsletter/subscriptions.server";
import type { Queryable } from "~/store/queryable";
import type { Kind } from "./kinds.server";
import type { Outbox } from "./outbox.server";

/**
 * Queueing the newsletter on the outbox: `queue` stores the issue and adds one delivery per mailable
 * subscriber, in one statement, each keyed by (issue, subscriber) so that queueing again adds
 * nothing; `status` says what became of them. Each email is rendered and sent, or skipped if the
 * subscriber left meanwhile, by the issue's sender (`kinds/newsletter.server.ts`); the kind's policy
 * (after the firm's own mail, at most `NEWSLETTER_RATE` a minute): `kinds.server.ts`.
 */
const issueKind = "newsletter.issue" satisfies Kind;

export type IssueStatus = Record<"queued" | "sent" | "failed" | "skipped", number>;

const keyPrefix = (issueId: string) => `${issueKind}:${issueId}:`;

export function createNewsletterQueue(db: Queryable, outbox: Outbox, subscriptions: Subscriptions) {
  /** Stores the issue, and queues one delivery per mailable subscriber not yet queued, inside `tx`. */
  async function queueIn(tx: Queryable, issue: Issue, at: Date) {
    await tx.query
      .insertInto("newsletter_issues")
      .values({ id: issue.id, content: JSON.stringify(issue), created_at: at.toISOString() })
      .onConflict((conflict) => conflict.column("id").doNothing())
      .execute();
    // Each delivery's payload and key are text around the subscriber's id, made in SQL: the JSON
    // around it is written here, so both engines make the same.
    const payloadBefore = `{"issue":${JSON.stringify(issue.id)},"subscriberId":`;
    const subscribers = tx.query
      .selectFrom("subscribers")
      .select((eb) => {
        const text = (value: string) => eb.cast<string>(eb.val(value), "text");
        const id = eb.cast<string>("id", "text");
        return [
          "email as recipient",
          eb(eb(text(payloadBefore), "||", id), "||", text("}")).as("payload"),
          eb(text(keyPrefix(issue.id)), "||", id).as("unique_key"),
        ];
      })
      .where(mailable);
    return outbox.addSelected(tx, issueKind, subscribers, at);
  }

  return {
    /** The languages some mailable subscriber reads that `issue` is not written in. */
    async missingLanguages(issue: Issue) {
      const written = issueLanguages(issue);
      return (await subscriptions.mailableLanguages()).filter((lang) => !written.includes(lang));
    },

    /**
     * Stores the issue as it is now (a second `send` keeps the first stored version: what is queued
     * is what was read then) and queues one delivery per mailable subscriber not yet queued.
     * Resolves to the number queued.
     */
    queue(issue: Issue, at: Date) {
      return db.transaction((tx) => queueIn(tx, issue, at));
    },
    /** As `queue`, inside the caller's transaction (the schedule's, which marks the issue queued). */
    queueIn,
    /** When the last issue before `issueId` was queued, if one was. */
    async previousSentAt(q: Queryable, issueId: string) {
      const { at } = await q.query
        .selectFrom("newsletter_issues")
        .select((eb) => eb.fn.max("created_at").as("at"))
        .where("id", "!=", issueId)
        .executeTakeFirstOrThrow();
      return at ? new Date(at) : undefined;
    },
    /** Whether the issue has been queued, by hand or by its schedule. */
    async isStored(q: Queryable, issueId: string) {
      const row = await q.query
        .selectFrom("newsletter_issues")
        .select("id")
        .where("id", "=", issueId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** What became of an issue's deliveries. */
    async status(issueId: string): Promise<IssueStatus> {
      const rows = await db.query
        .selectFrom("outbox")
        .select((eb) => ["state", eb.fn.countAll<number>().as("n")])
        .where("kind", "=", issueKind)
        .where("unique_key", "like", `${keyPrefix(issueId)}%`)
        .groupBy("state")
        .execute();
      const count = (state: string) => Number(rows.find((row) => row.state === state)?.n ?? 0);
      return {
        queued: count("pending"),
        sent: count("sent"),
        failed: count("failed"),
        skipped: count("skipped"),
      };
    },
  };
}
