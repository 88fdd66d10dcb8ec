import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { languageNames, languages, isLang, type Lang } from "../app/i18n/locales";
import { interestIds, type InterestId } from "../app/leads/types";
import { localizePath } from "../app/i18n/paths";
import { createMailer, senderDomain } from "../app/delivery/mailer.server";
import {
  bulkHeaders,
  createNewsletterDelivery,
  newsletterKind,
  newsletterPolicy,
} from "../app/delivery/newsletter.server";
import { renderNewsletter } from "../app/delivery/newsletter-email.server";
import { createOutbox } from "../app/delivery/outbox.server";
import { issueLanguages, readIssues, type Issue } from "../app/newsletter/issues.server";
import { createSubscriptions } from "../app/newsletter/subscriptions.server";
import { fail, openStore, readEnv } from "./store";

/**
 * `npm run newsletter -- <verb>`: the firm writes an issue as files (app/content/newsletter/<month>/),
 * looks at it, mails itself a proof, then queues it for every confirmed subscriber; the running
 * server sends it through its outbox. Bundled into `build/newsletter.js` by `npm run build`.
 */
const usage = `Usage: npm run -s newsletter -- <verb> [options]

  list [--json]                          the issues written (app/content/newsletter/YYYY-MM/), oldest first
  preview ID --lang xx [--text] [--topics a,b] [--out FILE]
                                         the email as a subscriber reads it: HTML (or --text), to a file or stdout
  test ID --to ADDRESS [--lang xx]       sends one proof copy, marked as a test, to ADDRESS (needs SMTP_URL)
  send ID                                queues the issue for every confirmed subscriber, in their language and
                                         topics; running it again queues nobody twice (needs SMTP_URL)
  status ID [--json]                     queued, sent, failed and skipped emails of the issue

The store is the server's (DATABASE_URL, or DATA_DIR's SQLite file), the links use SITE_URL, the mail
SMTP_URL and MAIL_FROM: run it with the server's settings. --issues DIR reads the issues from DIR.

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

function issues(dir: string | undefined) {
  try {
    return readIssues(path.resolve(dir ?? "app/content/newsletter"), path.resolve("app/content/blog/posts"));
  } catch (error) {
    return fail((error as Error).message, 1);
  }
}

function issueOf(all: Issue[], id: string | undefined) {
  if (!id) fail(`Name the issue: its folder, such as ${all.at(-1)?.id ?? "2026-12"}.\n\n${usage}`);
  const issue = all.find((one) => one.id === id);
  if (!issue)
    fail(`No issue ${id}. The issues written: ${all.map((one) => one.id).join(", ") || "none"}.`, 1);
  return issue;
}

function langOf(issue: Issue, value: string | undefined): Lang {
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
  const all = issues(args.issues);
  const env = readEnv();

  if (verb === "list") {
    if (args.json) {
      const list = all.map((issue) => ({
        id: issue.id,
        languages: issueLanguages(issue),
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
        `${issue.id}  ${issueLanguages(issue).join(" ")}  ${issue.articles.length} article(s)  ${issue.versions[lang]!.subject}`,
      );
    }
    return;
  }

  const issue = issueOf(all, id);
  if (verb === "preview" || verb === "test") {
    const lang = langOf(issue, args.lang);
    const email = renderNewsletter(
      issue,
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
        return console.log(`${languageNames[lang]} (${lang}) preview of ${issue.id} written to ${args.out}.`);
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
        messageId: `<newsletter-test-${issue.id}-${lang}-${Date.now()}@${senderDomain(from)}>`,
        headers: bulkHeaders(lang, from),
      });
    } catch (error) {
      fail(`The proof copy was not sent: ${(error as Error).message}`, 1);
    } finally {
      mailer.close();
    }
    return console.log(`Proof copy of ${issue.id} (${lang}) sent to ${args.to}.`);
  }

  if (verb === "send" || verb === "status") {
    if (verb === "send") mailSettings(env);
    const db = await openStore(verb === "send" ? "write" : "read", env);
    try {
      const subscriptions = createSubscriptions(db);
      const outbox = createOutbox(db, { [newsletterKind]: newsletterPolicy(env) });
      const newsletter = createNewsletterDelivery(db, outbox, subscriptions, env);
      if (verb === "status") {
        const status = await newsletter.status(issue.id);
        if (args.json) return process.stdout.write(`${JSON.stringify(status)}\n`);
        return console.log(
          `Issue ${issue.id}: ${status.sent} sent, ${status.queued} queued, ${status.failed} failed, ${status.skipped} skipped.`,
        );
      }
      const missing = await newsletter.missingLanguages(issue);
      if (missing.length > 0) {
        fail(
          `Nothing queued: issue ${issue.id} has no ${missing.map((lang) => `${languageNames[lang]} (${lang})`).join(", ")} version, ` +
            `and confirmed subscribers read ${missing.length === 1 ? "it" : "them"}. Write ${missing.map((lang) => `${lang}.md`).join(", ")} in its folder first.`,
          1,
        );
      }
      const queued = await newsletter.queue(issue, new Date());
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

await main();
