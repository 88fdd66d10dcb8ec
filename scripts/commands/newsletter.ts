import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { languageNames, languages, isLang, type Lang } from "../../app/i18n/locales";
import { interestIds, type InterestId } from "../../app/leads/types";
import { localizePath } from "../../app/i18n/paths";
import { createMailer, senderDomain } from "../../app/delivery/mailer.server";
import { bulkHeaders } from "../../app/delivery/kinds/newsletter.server";
import { kindSettings } from "../../app/delivery/kinds.server";
import { createNewsletterQueue } from "../../app/delivery/newsletter-queue.server";
import { renderNewsletter } from "../../app/emails/newsletter-issue";
import { createOutbox } from "../../app/delivery/outbox.server";
import { composeIssue, issueLanguages, type IssueFile } from "../../app/newsletter/issue";
import { loadNewsletterContent, readNewsletterContent } from "../../app/newsletter/issues.server";
import { scheduleState } from "../../app/delivery/newsletter-schedule.server";
import { createSubscriptions } from "../../app/newsletter/subscriptions.server";
import { fail, openStore, readEnv } from "./command-line";

/**
 * `npm run newsletter -- <verb>`: the issues as this build has them (`build/newsletter.json`, from
 * app/content/newsletter/<id>.<lang>.md), to look at, proof, queue for every confirmed subscriber
 * (an issue with a `sendAt` is queued by the running server itself) and follow. The running server
 * sends them through its outbox. Bundled into `build/newsletter.js` by `npm run build`.
 */
const usage = `Usage: npm run -s newsletter -- <verb> [options]

  list [--json]                          the issues of this build, oldest first, with their send times
  preview ID --lang xx [--text] [--topics a,b] [--out FILE]
                                         the email as a subscriber reads it: HTML (or --text), to a file or stdout
  test ID --to ADDRESS [--lang xx]       sends one proof copy, marked as a test, to ADDRESS (needs SMTP_URL)
  send ID                                queues the issue for every confirmed subscriber, in their language and
                                         topics; running it again queues nobody twice (needs SMTP_URL)
  status [ID] [--json]                   where each issue stands (scheduled, waiting for a decision, queued),
                                         and an issue's queued, sent, failed and skipped emails

The store is the server's (DATABASE_URL, or DATA_DIR's SQLite file), the links use SITE_URL, the mail
SMTP_URL and MAIL_FROM: run it with the server's settings. --issues DIR reads the issues from DIR's
<id>.<lang>.md files (and the articles from app/content/blog/posts) instead of this build's.

Examples:
  npm run -s newsletter -- preview 2026-12 --lang fr --out /tmp/2026-12.fr.html
  npm run -s newsletter -- test 2026-12 --to editor@innova-consulting.com --lang pt
  npm run -s newsletter -- send 2026-12 && npm run -s newsletter -- status 2026-12`;

function options() {
  try {
    return parseArgs({
      options: {
        json: { type: "boolean" },
        lang: { type: "string" },
        text: { type: "boolean" },
        topics: { type: "string" },
        out: { type: "string" },
        to: { type: "string" },
        issues: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${usage}`);
  }
}

/** The issues and articles of this build, or those of `--issues DIR`. */
function content(dir: string | undefined) {
  try {
    if (dir) return readNewsletterContent(path.resolve(dir), path.resolve("app/content/blog/posts"));
    const built = path.join(path.dirname(fileURLToPath(import.meta.url)), "newsletter.json");
    if (!fs.existsSync(built)) fail(`No ${built}: run npm run build first.`, 1);
    return loadNewsletterContent(built);
  } catch (error) {
    return fail((error as Error).message, 1);
  }
}

function issueOf(all: IssueFile[], id: string | undefined) {
  if (!id) fail(`Name the issue: its folder, such as ${all.at(-1)?.id ?? "2026-12"}.\n\n${usage}`);
  const issue = all.find((one) => one.id === id);
  if (!issue)
    fail(`No issue ${id}. The issues written: ${all.map((one) => one.id).join(", ") || "none"}.`, 1);
  return issue;
}

function langOf(issue: IssueFile, value: string | undefined): Lang {
  const written = issueLanguages(issue);
  const lang = value ?? (written.includes("en") ? "en" : written[0]!);
  if (!isLang(lang)) fail(`--lang is one of ${languages.join(", ")}.`);
  if (!written.includes(lang))
    fail(`Issue ${issue.id} has no ${lang} version (it has ${written.join(", ")}).`, 1);
  return lang;
}

function topicsOf(value: string | undefined): InterestId[] {
  const topics = (value ?? "").split(",").filter(Boolean);
  const unknown = topics.filter((topic) => !(interestIds as readonly string[]).includes(topic));
  if (unknown.length > 0) fail(`Unknown topic(s) ${unknown.join(", ")}: use ${interestIds.join(", ")}.`);
  return topics as InterestId[];
}

/** The mail settings, or a clear refusal: nothing is queued that no server could send. */
function mailSettings(env: ReturnType<typeof readEnv>) {
  if (!env.SMTP_URL || !env.MAIL_FROM)
    fail(
      "SMTP is not configured: set SMTP_URL and MAIL_FROM as for the server (see README, Configuration).",
      1,
    );
  return { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM };
}

async function main() {
  const { values: args, positionals } = options();
  const [verb, id] = positionals;
  if (args.help || !verb) return console.log(usage);
  const { issues: all, articles } = content(args.issues);
  const env = readEnv();

  if (verb === "list") {
    if (args.json) {
      const list = all.map((issue) => ({
        id: issue.id,
        languages: issueLanguages(issue),
        sendAt: issue.sendAt ?? null,
        subject: Object.fromEntries(
          issueLanguages(issue).map((lang) => [lang, issue.versions[lang]!.subject]),
        ),
      }));
      return process.stdout.write(`${JSON.stringify(list, null, 2)}\n`);
    }
    if (all.length === 0) return console.log("No issue written yet: see docs/newsletter-and-data-rights.md.");
    for (const issue of all) {
      const lang = langOf(issue, undefined);
      console.log(
        `${issue.id}  ${issueLanguages(issue).join(" ")}  ${issue.sendAt ? `sends ${issue.sendAt}` : "sent by hand"}  ${issue.versions[lang]!.subject}`,
      );
    }
    return;
  }

  if (verb === "status" && !id) return allStatus(all, env, Boolean(args.json));
  const file = issueOf(all, id);
  if (verb === "preview" || verb === "test") {
    const lang = langOf(file, args.lang);
    // As it would go out now: the articles published since the last issue sent from this store, if
    // the store can be read here, else those of the month.
    const email = renderNewsletter(
      composeIssue(file, articles, await lastSent(env, file.id), new Date()),
      {
        lang,
        interests: topicsOf(args.topics),
        unsubscribeUrl: `${env.SITE_URL}${localizePath("/newsletter/unsubscribe", lang)}`,
      },
      env.SITE_URL,
      { test: verb === "test" },
    );
    if (verb === "preview") {
      const body = args.text ? `Subject: ${email.subject}\n\n${email.text}\n` : email.html;
      if (args.out) {
        fs.writeFileSync(args.out, body);
        return console.log(`${languageNames[lang]} (${lang}) preview of ${file.id} written to ${args.out}.`);
      }
      return process.stdout.write(body);
    }
    if (!args.to) fail("test needs --to ADDRESS: who receives the proof copy.");
    const { smtpUrl, from } = mailSettings(env);
    const mailer = createMailer(smtpUrl, from);
    try {
      await mailer.send({
        ...email,
        to: args.to,
        messageId: `<newsletter-test-${file.id}-${lang}-${Date.now()}@${senderDomain(from)}>`,
        headers: bulkHeaders(lang, from),
      });
    } catch (error) {
      fail(`The proof copy was not sent: ${(error as Error).message}`, 1);
    } finally {
      mailer.close();
    }
    return console.log(`Proof copy of ${file.id} (${lang}) sent to ${args.to}.`);
  }

  if (verb === "send" || verb === "status") {
    if (verb === "send") mailSettings(env);
    const db = await openStore(verb === "send" ? "write" : "read", env);
    try {
      const subscriptions = createSubscriptions(db);
      const outbox = createOutbox(db, kindSettings(env));
      const newsletter = createNewsletterQueue(db, outbox, subscriptions);
      if (verb === "status") {
        const status = await newsletter.status(file.id);
        const state = await stateOf(db, file);
        if (args.json) return process.stdout.write(`${JSON.stringify({ ...status, ...state })}\n`);
        return console.log(
          `Issue ${file.id}: ${describeState(state, file.id)}; ${status.sent} sent, ${status.queued} queued, ${status.failed} failed, ${status.skipped} skipped.`,
        );
      }
      const now = new Date();
      const issue = composeIssue(file, articles, await newsletter.previousSentAt(db, file.id), now);
      const missing = await newsletter.missingLanguages(issue);
      if (missing.length > 0) {
        fail(
          `Nothing queued: issue ${issue.id} has no ${missing.map((lang) => `${languageNames[lang]} (${lang})`).join(", ")} version, ` +
            `and confirmed subscribers read ${missing.length === 1 ? "it" : "them"}. Write ${missing.map((lang) => `${file.id}.${lang}.md`).join(", ")} first.`,
          1,
        );
      }
      // Queued by hand: its schedule, if it has one, has nothing left to do.
      const queued = await db.transaction(async (tx) => {
        await tx.query
          .insertInto("newsletter_schedule")
          .values({ issue_id: file.id, first_seen_at: now.toISOString(), queued_at: now.toISOString() })
          .onConflict((conflict) =>
            conflict.column("issue_id").doUpdateSet((eb) => ({
              queued_at: eb.fn.coalesce("newsletter_schedule.queued_at", "excluded.queued_at"),
            })),
          )
          .execute();
        return newsletter.queueIn(tx, issue, now);
      });
      const { queued: waiting } = await newsletter.status(issue.id);
      const pace = env.NEWSLETTER_RATE
        ? ` at ${env.NEWSLETTER_RATE} a minute: about ${Math.ceil(waiting / env.NEWSLETTER_RATE)} minute(s) for the ${waiting} waiting`
        : "";
      console.log(
        `Queued ${queued} email(s) of issue ${issue.id}` +
          (queued === 0 ? " (every confirmed subscriber already had one). " : ". ") +
          (waiting > 0 ? `The running server sends them${pace}; ` : "Nothing is waiting; ") +
          `follow with: npm run -s newsletter -- status ${issue.id}`,
      );
    } finally {
      await db.close();
    }
    return;
  }
  fail(`Unknown verb "${verb}".\n\n${usage}`);
}

/** When the store last sent an issue other than `issueId`, if it can be read from here. */
async function lastSent(env: ReturnType<typeof readEnv>, issueId: string) {
  try {
    const db = await openStore("read", env);
    try {
      const { at } = await db.query
        .selectFrom("newsletter_issues")
        .select((eb) => eb.fn.max("created_at").as("at"))
        .where("id", "!=", issueId)
        .executeTakeFirstOrThrow();
      return at ? new Date(at) : undefined;
    } finally {
      await db.close();
    }
  } catch {
    return undefined;
  }
}

async function stateOf(db: Awaited<ReturnType<typeof openStore>>, file: IssueFile) {
  const row = await db.query
    .selectFrom("newsletter_schedule")
    .selectAll()
    .where("issue_id", "=", file.id)
    .executeTakeFirst();
  const stored =
    (await db.query
      .selectFrom("newsletter_issues")
      .select("id")
      .where("id", "=", file.id)
      .executeTakeFirst()) !== undefined;
  return scheduleState(file, row, stored);
}

function describeState(state: Awaited<ReturnType<typeof stateOf>>, issueId: string) {
  switch (state.state) {
    case "unscheduled":
      return "no send time, sent by hand (send)";
    case "scheduled":
      return `scheduled for ${state.sendAt}: the running server sends it then`;
    case "waiting":
      return `waiting for a decision: its send time ${state.sendAt} was more than a day past when the server first saw it (${state.firstSeenAt}), so it is not sent by itself; send it with: npm run -s newsletter -- send ${issueId}`;
    case "queued":
      return state.at ? `queued ${state.at}` : "queued";
  }
}

/** `status` without an issue: where each stands. */
async function allStatus(all: IssueFile[], env: ReturnType<typeof readEnv>, json: boolean) {
  const db = await openStore("read", env);
  try {
    const states = [];
    for (const file of all) states.push({ id: file.id, ...(await stateOf(db, file)) });
    if (json) return void process.stdout.write(`${JSON.stringify(states, null, 2)}\n`);
    if (states.length === 0) return console.log("No issue in this build.");
    for (const state of states) console.log(`${state.id}  ${describeState(state, state.id)}`);
  } finally {
    await db.close();
  }
}

await main();
