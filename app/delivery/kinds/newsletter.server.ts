import { emailCopy } from "~/content/emails";
import { renderConfirmation } from "~/emails/confirmation";
import { renderNewsletter } from "~/emails/newsletter-issue";
import { localeTags, type Lang } from "~/i18n/locales";
import { localizePath } from "~/i18n/paths";
import type { InterestId } from "~/leads/types";
import { composeIssue, type Issue, type IssueFile } from "~/newsletter/issue";
import type { NewsletterContent } from "~/newsletter/issues.server";
import type { Subscriptions } from "~/newsletter/subscriptions.server";
import type { Queryable } from "~/store/queryable";
import { isRecipientRefused, messageIdFor, senderDomain, type Mail } from "../mailer.server";
import { PermanentFailure, type Sender } from "../worker.server";
import type { MailContext } from "./context.server";

/**
 * The senders of the newsletter's three kinds, each registered in `kinds.server.ts`: the
 * confirmation a request queues (to the address typed, capped), each issue to each confirmed
 * subscriber (queued by `newsletter-queue.server.ts`), and the firm's proof of a scheduled issue
 * (queued by `newsletter-schedule.server.ts`). app/newsletter/README.md maps the rest.
 */

/** What the newsletter's senders read besides mail: the list, the deployed issues, the schedule. */
export interface NewsletterParts {
  subscriptions: Subscriptions;
  content: NewsletterContent;
  /** When the last issue before `issueId` was queued (`newsletter-queue.server.ts`). */
  previousSentAt: (q: Queryable, issueId: string) => Promise<Date | undefined>;
  /** The deployed issue, the language and the version its proof is of (`newsletter-schedule.server.ts`). */
  schedule: {
    file: (issueId: string) => IssueFile | undefined;
    proofLanguage: (file: IssueFile) => Lang;
    version: (file: IssueFile) => string;
  };
}

/** The confirmation email; its token is made when the email is sent, so only its hash is ever stored. */
export function confirmationSender(
  { env, from, toVisitor }: MailContext,
  { subscriptions }: NewsletterParts,
): Sender {
  return async (row) => {
    const { requestId } = JSON.parse(row.payload) as { requestId: number };
    const request = await subscriptions.pendingRequest(requestId);
    // Confirmed or cancelled meanwhile: there is nothing left to ask.
    if (!request) return;
    const subscriber = await subscriptions.subscriberFor(request.email);
    if (!subscriber) return;
    const page = (path: string) => `${env.SITE_URL}${localizePath(path, request.lang)}`;
    const confirmUrl = `${page("/newsletter/confirm")}?token=${await subscriptions.issueToken(request.id, new Date())}`;
    const unsubscribeUrl = `${page("/newsletter/unsubscribe")}?token=${await subscriptions.unsubscribeToken(subscriber.id)}`;
    return toVisitor({
      ...renderConfirmation(request.lang, confirmUrl, unsubscribeUrl),
      to: request.email,
      messageId: messageIdFor(row, from),
      unsubscribeUrl,
    });
  };
}

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

/**
 * An issue to one subscriber: decides when the email leaves whether it still may (the subscriber
 * may have left meanwhile) and renders it, from the issue as stored when it was queued, in the
 * subscriber's language and topics. An address refused for good bounces the subscriber.
 */
export function issueSender(
  { db, env, mailer, from }: Pick<MailContext, "db" | "env" | "mailer" | "from">,
  { subscriptions }: Pick<NewsletterParts, "subscriptions">,
): Sender {
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

  return async (row) => {
    const { issue: issueId, subscriberId } = JSON.parse(row.payload) as {
      issue: string;
      subscriberId: number;
    };
    const subscriber = await subscriptions.recipient(subscriberId);
    if (!subscriber) return { skipped: "erased" };
    // A confirmed subscriber has its language; one that unsubscribed kept none.
    const { lang } = subscriber;
    if (subscriber.status !== "confirmed" || !lang) return { skipped: subscriber.status };
    if (subscriber.bounced_at) return { skipped: "bounced" };
    const issue = await storedIssue(issueId);
    if (!issue) throw new Error(`issue ${issueId} is not stored`);
    if (!issue.versions[lang]) return { skipped: `no ${lang} version` };
    const unsubscribeUrl = `${env.SITE_URL}${localizePath("/newsletter/unsubscribe", lang)}?token=${await subscriptions.unsubscribeToken(subscriber.id)}`;
    const reader = {
      lang,
      interests: JSON.parse(subscriber.interests) as InterestId[],
      unsubscribeUrl,
    };
    try {
      await mailer.send({
        ...renderNewsletter(issue, reader, env.SITE_URL, { test: false }),
        to: subscriber.email,
        unsubscribeUrl,
        headers: bulkHeaders(lang, from),
        messageId: messageIdFor(row, from),
      });
    } catch (error) {
      if (!isRecipientRefused(error)) throw error;
      await subscriptions.markBounced(subscriber.id, new Date());
      throw new PermanentFailure(`bounced: ${(error as Error).message}`);
    }
  };
}

/** The firm's proof of a scheduled issue: the version it was queued for, as it will go out. */
export function proofSender(
  { db, env, mailer, from }: MailContext,
  { subscriptions, content, previousSentAt, schedule }: NewsletterParts,
): Sender {
  return async (row) => {
    const { issue: issueId, version } = JSON.parse(row.payload) as { issue: string; version: string };
    const file = schedule.file(issueId);
    if (!file) return { skipped: "the issue is no longer deployed" };
    if (schedule.version(file) !== version) return { skipped: "a newer version of the issue was proofed" };
    const issue = composeIssue(file, content.articles, await previousSentAt(db, issueId), new Date());
    const lang = schedule.proofLanguage(file);
    const reader = {
      lang,
      interests: [],
      unsubscribeUrl: `${env.SITE_URL}${localizePath("/newsletter/unsubscribe", lang)}`,
    };
    await mailer.send({
      ...renderNewsletter(issue, reader, env.SITE_URL, {
        proof: { sendAt: new Date(file.sendAt!), subscribers: await subscriptions.mailableCount() },
      }),
      to: row.recipient ?? env.LEADS_TO,
      messageId: messageIdFor(row, from),
    });
  };
}
