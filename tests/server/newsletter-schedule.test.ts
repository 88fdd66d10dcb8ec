import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readNewsletterContent } from "../../app/newsletter/issues.server";
import { fastDeliveryEnv, testFirmInbox } from "../support/delivery-env";
import { testEngine, withDatabase } from "../support/engine";
import { newsletter } from "../support/leads-cli";
import { mailsTo, type MailServer } from "../support/mail-server";
import { stoppedAfterEach } from "../support/started";
import { until } from "../support/until";

/**
 * Newsletter issues sent on schedule (an issue's `sendAt`, `app/delivery/newsletter-schedule.server.ts`),
 * against the built server, a real SMTP server and each engine, with issues deployed as the build
 * deploys them (`NEWSLETTER_CONTENT`, what the build writes from `app/content/newsletter/`): the
 * firm gets one proof per version, the subscribers one copy each at the time and not before, across
 * a restart and two servers; an issue already a day late when deployed waits for a person.
 */

const issueId = "2027-01";

/** The issue's English file, as an editor writes it; the other languages' files as they are. */
function issueFiles(sendAt: Date, subject = "January 2027: three decisions to take before the budget") {
  return {
    [`${issueId}.en.md`]: `---\nsubject: "${subject}"\npreheader: "What we saw in December."\nsendAt: "${sendAt.toISOString()}"\n---\n\nHello from the firm.\n`,
    [`${issueId}.pt.md`]: `---\nsubject: "Janeiro de 2027"\npreheader: "O que vimos em dezembro."\n---\n\nOlá.\n`,
    [`${issueId}.es.md`]: `---\nsubject: "Enero de 2027"\npreheader: "Lo que vimos en diciembre."\n---\n\nHola.\n`,
    [`${issueId}.fr.md`]: `---\nsubject: "Janvier 2027"\npreheader: "Ce que nous avons vu en décembre."\n---\n\nBonjour.\n`,
  };
}

const started = stoppedAfterEach();

/**
 * A deploy of the issue: its files in a folder (what `npm run newsletter -- --issues` reads), and
 * what the build writes from them for the server.
 */
function deploy(files: Record<string, string>) {
  const dir = started.dataDir("newsletter-issues");
  const issues = path.join(dir, "issues");
  fs.mkdirSync(issues);
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(issues, name), text);
  const content = path.join(dir, "newsletter.json");
  fs.writeFileSync(content, JSON.stringify(readNewsletterContent(issues, "app/content/blog/posts")));
  return { issues, content };
}

const subscribers = [
  { email: "emma@example.com", lang: "en", status: "confirmed" },
  { email: "joao@example.com", lang: "pt", status: "confirmed" },
  { email: "claire@example.com", lang: "fr", status: "confirmed" },
  { email: "not-yet@example.com", lang: "en", status: "pending" },
];

async function list() {
  const dataDir = started.dataDir("newsletter-schedule");
  await withDatabase(
    dataDir,
    (db) =>
      db.transaction(async (tx) => {
        for (const person of subscribers) {
          await tx.run(
            `INSERT INTO subscribers (email, interests, lang, page, created_at, updated_at, status, consent)
             VALUES (@email, '[]', @lang, '/', @at, @at, @status, '{}')`,
            { ...person, at: "2026-11-20T10:00:00.000Z" },
          );
        }
      }),
    true,
  );
  return dataDir;
}

const site = (dataDir: string, env: Record<string, string>) => started.server(dataDir, env);

const proofs = (mail: MailServer) =>
  mailsTo(mail, testFirmInbox).filter((one) => one.parsed.subject?.startsWith("[Proof] "));

const confirmed = subscribers.filter((person) => person.status === "confirmed");

/** What the outbox holds for the issue: when each email was queued. */
const queuedAt = (dataDir: string) =>
  withDatabase(dataDir, (db) =>
    db.all<{ recipient: string; created_at: string }>(
      "SELECT recipient, created_at FROM outbox WHERE kind = 'newsletter.issue'",
    ),
  );

const status = async (dataDir: string, env: Record<string, string>, issues: string) =>
  JSON.parse(await newsletter(dataDir, env, "status", issueId, "--json", "--issues", issues)) as {
    state: string;
    sent: number;
  };

describe(`a scheduled issue on ${testEngine()}`, () => {
  it("is proofed to the firm once, then sent at its time to each confirmed subscriber once, across a restart and two servers", async () => {
    const mail = await started.mailServer();
    const sendAt = new Date(Date.now() + 8_000);
    const { content, issues } = deploy(issueFiles(sendAt));
    const env = { ...fastDeliveryEnv, SMTP_URL: mail.url, NEWSLETTER_RATE: "0", NEWSLETTER_CONTENT: content };
    const dataDir = await list();

    // Where it stands before its time, as `newsletter status` tells the firm (asked before any server
    // runs, so that a slow machine cannot have reached the send time).
    expect((await status(dataDir, env, issues)).state).toBe("scheduled");
    const first = await site(dataDir, env);
    await until("the proof", () => proofs(mail).length === 1);
    const [proof] = proofs(mail);
    expect(proof!.parsed.subject).toBe("[Proof] January 2027: three decisions to take before the budget");
    expect(proof!.parsed.text).toContain(sendAt.getUTCFullYear().toString());

    // A restart, then a second server on the same database, before the issue's time.
    await first.stop();
    await Promise.all([site(dataDir, env), site(dataDir, env)]);
    await until(
      "every confirmed subscriber's copy",
      () => confirmed.every((person) => mailsTo(mail, person.email).length > 0),
      20_000,
    );
    await until("the outbox drained", async () =>
      withDatabase(dataDir, async (db) => {
        const left = await db.get<{ n: number }>("SELECT count(*) AS n FROM outbox WHERE state = 'pending'");
        return Number(left?.n) === 0;
      }),
    );
    for (const person of confirmed) {
      const copies = mailsTo(mail, person.email);
      expect(copies, person.email).toHaveLength(1);
    }
    expect(mailsTo(mail, "not-yet@example.com")).toHaveLength(0);
    expect(mailsTo(mail, "joao@example.com")[0]!.parsed.subject).toBe("Janeiro de 2027");
    // Queued at its time, not before; proofed once in all.
    const rows = await queuedAt(dataDir);
    expect(rows).toHaveLength(confirmed.length);
    for (const row of rows) expect(Date.parse(row.created_at)).toBeGreaterThanOrEqual(sendAt.getTime());
    expect(proofs(mail)).toHaveLength(1);
    expect(await status(dataDir, env, issues)).toMatchObject({ state: "queued", sent: confirmed.length });
  });

  it("proofs a new version of the issue once more, and not the same version twice", async () => {
    const mail = await started.mailServer();
    const sendAt = new Date(Date.now() + 60 * 60 * 1000);
    const dataDir = await list();
    const env = { ...fastDeliveryEnv, SMTP_URL: mail.url, NEWSLETTER_RATE: "0" };
    const deployed = async (subject: string) => {
      const server = await site(dataDir, {
        ...env,
        NEWSLETTER_CONTENT: deploy(issueFiles(sendAt, subject)).content,
      });
      await until("the issue seen", () =>
        withDatabase(
          dataDir,
          async (db) => (await db.get("SELECT 1 AS seen FROM newsletter_schedule")) !== undefined,
        ),
      );
      return server;
    };
    let server = await deployed("January 2027: a first draft");
    await until("the first proof", () => proofs(mail).length === 1);
    await server.stop();
    server = await deployed("January 2027: the corrected subject");
    await until("the second proof", () => proofs(mail).length === 2);
    expect(proofs(mail).map((one) => one.parsed.subject)).toEqual([
      "[Proof] January 2027: a first draft",
      "[Proof] January 2027: the corrected subject",
    ]);
    await server.stop();
    // The same version deployed again: the proof it got stands.
    await deployed("January 2027: the corrected subject");
    await withDatabase(dataDir, async (db) => {
      const row = await db.get<{ n: number }>(
        "SELECT count(*) AS n FROM outbox WHERE kind = 'newsletter.proof'",
      );
      expect(Number(row?.n)).toBe(2);
    });
    for (const person of subscribers) expect(mailsTo(mail, person.email)).toHaveLength(0);
  });

  it("waits for a person when its time was more than a day past when first deployed; send still sends it", async () => {
    const mail = await started.mailServer();
    const { content, issues } = deploy(issueFiles(new Date(Date.now() - 25 * 60 * 60 * 1000)));
    const env = { ...fastDeliveryEnv, SMTP_URL: mail.url, NEWSLETTER_RATE: "0", NEWSLETTER_CONTENT: content };
    const dataDir = await list();
    await site(dataDir, env);
    await until("the issue seen", () =>
      withDatabase(
        dataDir,
        async (db) => (await db.get("SELECT 1 AS seen FROM newsletter_schedule")) !== undefined,
      ),
    );
    expect(await status(dataDir, env, issues)).toMatchObject({ state: "waiting" });
    const said = await newsletter(dataDir, env, "status", issueId, "--issues", issues);
    expect(said).toContain("waiting for a decision");
    expect(said).toContain(`npm run -s newsletter -- send ${issueId}`);
    expect(mail.received).toHaveLength(0);
    expect(await queuedAt(dataDir)).toHaveLength(0);

    await newsletter(dataDir, env, "send", issueId, "--issues", issues);
    await until("every confirmed subscriber's copy", () =>
      confirmed.every((person) => mailsTo(mail, person.email).length === 1),
    );
    expect(proofs(mail)).toHaveLength(0);
  });
});
