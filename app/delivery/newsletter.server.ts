import type { Env } from "~/config/env.server";
import { emailCopy } from "~/content/emails";
import { localeTags, type Lang } from "~/i18n/locales";
import { localizePath } from "~/i18n/paths";
import type { InterestId } from "~/leads/types";
import { issueLanguages, type Issue } from "~/newsletter/issue";
import { mailable } from "~/newsletter/subscribers.server";
import type { Subscriptions } from "~/newsletter/subscriptions.server";
import type { Queryable } from "~/store/queryable";
import { isRecipientRefused, messageIdFor, senderDomain, type Mail } from "./mailer.server";
import { renderNewsletter } from "~/emails/newsletter";
import type { KindPolicy, Outbox } from "./outbox.server";
import { PermanentFailure, type Sender } from "./worker.server";

/**
 * Sending the newsletter through the outbox: `queue` adds one delivery per mailable subscriber, in
 * one statement, each keyed by (issue, subscriber) so that queueing again adds nothing; the sender
 * decides when the email leaves whether it still may (the subscriber may have left meanwhile) and
 * renders it in the subscriber's language and topics. Newsletter deliveries come after the firm's
 * own (priority) and start at most `NEWSLETTER_RATE` a minute across instances.
 */
export const newsletterKind = "newsletter.issue";

export function newsletterPolicy(env: Pick<Env, "NEWSLETTER_RATE">): KindPolicy {
  return { priority: 10, perMinute: env.NEWSLETTER_RATE };
}

export type IssueStatus = Record<"queued" | "sent" | "failed" | "skipped", number>;

interface Payload {
  issue: string;
  subscriberId: number;
}

const keyPrefix = (issueId: string) => `${newsletterKind}:${issueId}:`;

/** `=?UTF-8?B?...?=` words of at most 75 characters (RFC 2047), split between characters. */
function encodedWords(text: string) {
  const words: string[] = [""];
  for (const char of text) {
    if (Buffer.byteLength(words.at(-1)! + char) > 30) words.push("");
    words[words.length - 1] += char;
  }
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word).toString("base64")}?=`).join(" ");
}

/** The headers of a bulk email (RFC 2369, 2919, 3834, 8058): what the list is, that it is not personal mail. */
export function bulkHeaders(lang: Lang, from: string): Mail["headers"] {
  const name = emailCopy[lang].newsletter.listName;
  // The list's name may need encoding (RFC 2047); its id in brackets must stay as it is.
  const phrase = /^[\x20-\x7e]*$/.test(name) ? `"${name.replace(/["\\]/g, "")}"` : encodedWords(name);
  return {
    "List-Id": { prepared: true, value: `${phrase} <newsletter.${senderDomain(from)}>` },
    Precedence: "bulk",
    "Auto-Submitted": "auto-generated",
    "Content-Language": localeTags[lang].bcp47,
  };
}

export function createNewsletterDelivery(
  db: Queryable,
  outbox: Outbox,
  subscriptions: Subscriptions,
  env: Pick<Env, "SITE_URL">,
) {
  // An issue never changes once stored: read once per process.
  const issues = new Map<string, Issue>();
  async function storedIssue(id: string) {
    let issue = issues.get(id);
    if (!issue) {
      const row = await db.query
        .selectFrom("newsletter_issues")
        .select("content")
        .where("id", "=", id)
        .executeTakeFirst();
      if (!row) return undefined;
      // An issue stored before issues named older articles has none.
      const stored = JSON.parse(row.content) as Omit<Issue, "archive"> & { archive?: Issue["archive"] };
      issue = { ...stored, archive: stored.archive ?? [] };
      issues.set(id, issue);
    }
    return issue;
  }

  const unsubscribeUrl = async (subscriberId: number, lang: Lang) =>
    `${env.SITE_URL}${localizePath("/newsletter/unsubscribe", lang)}?token=${await subscriptions.unsubscribeToken(subscriberId)}`;

  /** The issue's email for one reader, with the headers of a list message. */
  async function mail(
    issue: Issue,
    reader: { id?: number; email: string; lang: Lang; interests: InterestId[] },
    from: string,
    test = false,
  ): Promise<Omit<Mail, "messageId">> {
    const personal = reader.id !== undefined ? await unsubscribeUrl(reader.id, reader.lang) : undefined;
    const rendered = renderNewsletter(
      issue,
      {
        lang: reader.lang,
        interests: reader.interests,
        // A proof copy to someone who is not a subscriber links to the page itself.
        unsubscribeUrl: personal ?? `${env.SITE_URL}${localizePath("/newsletter/unsubscribe", reader.lang)}`,
      },
      env.SITE_URL,
      { test },
    );
    return {
      ...rendered,
      to: reader.email,
      unsubscribeUrl: personal,
      headers: bulkHeaders(reader.lang, from),
    };
  }

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
    return outbox.addSelected(tx, newsletterKind, subscribers, at);
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
        .where("kind", "=", newsletterKind)
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

    mail,

    /** The outbox's sender of newsletter deliveries, through `send` (the mailer). */
    sender(send: (mail: Mail) => Promise<void>, from: string): Sender {
      return async (row) => {
        const { issue: issueId, subscriberId } = JSON.parse(row.payload) as Payload;
        const subscriber = await subscriptions.recipient(subscriberId);
        if (!subscriber) return { skipped: "erased" };
        // A confirmed subscriber has its language; one that unsubscribed kept none.
        const { lang } = subscriber;
        if (subscriber.status !== "confirmed" || !lang) return { skipped: subscriber.status };
        if (subscriber.bounced_at) return { skipped: "bounced" };
        const issue = await storedIssue(issueId);
        if (!issue) throw new Error(`issue ${issueId} is not stored`);
        if (!issue.versions[lang]) return { skipped: `no ${lang} version` };
        const email = await mail(
          issue,
          { ...subscriber, lang, interests: JSON.parse(subscriber.interests) as InterestId[] },
          from,
        );
        try {
          await send({ ...email, messageId: messageIdFor(row, from) });
        } catch (error) {
          if (!isRecipientRefused(error)) throw error;
          await subscriptions.markBounced(subscriber.id, new Date());
          throw new PermanentFailure(`bounced: ${(error as Error).message}`);
        }
      };
    },
  };
}
