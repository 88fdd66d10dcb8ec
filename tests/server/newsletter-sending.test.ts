import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { claimBatch } from "../../app/delivery/worker.server";
import { servesInterests } from "../../app/content/newsletter/topics";
import type { InterestId } from "../../app/leads/types";
import { readNewsletterContent } from "../../app/newsletter/issues.server";
import type { Database } from "../../app/store/queryable";
import { publishedArticles } from "../support/content-on-disk";
import { fastDeliveryEnv, testFirmInbox } from "../support/delivery-env";
import { testEngine, withDatabase } from "../support/engine";
import { formResult, postForm } from "../support/form-posts";
import { leads, newsletter, newsletterIn } from "../support/leads-cli";
import { header, mailsTo, startMailServer, type MailServer, type ReceivedMail } from "../support/mail-server";
import { builtSiteUrl, onServer, startServer, type ServerProcess } from "../support/server-process";
import { temporaryDataDir } from "../support/temporary-dir";
import { timeFor, until } from "../support/until";

/**
 * Sending the newsletter (`npm run newsletter`) against the built server, a real SMTP server and
 * each engine: every mailable subscriber gets one copy of an issue, in their language and topics,
 * with the list headers; whoever left before their email left is skipped; a refused mailbox is
 * bounced for good; the firm's own mail goes first; the rate holds across a crash and instances.
 */

const issue = "2026-12";
const subjects = {
  en: "December 2026: why results lag behind the effort, and where to look first",
  pt: "Dezembro de 2026: por que os resultados ficam aquém do esforço, e por onde começar",
  es: "Diciembre de 2026: por qué los resultados no están a la altura del esfuerzo y por dónde empezar",
  fr: "Décembre 2026\u00a0: pourquoi les résultats ne sont pas à la hauteur des efforts, et par où commencer",
};

interface Person {
  email: string;
  lang?: string;
  interests?: string[];
  status?: "pending" | "confirmed" | "unsubscribed";
  bounced?: boolean;
}

/** Subscribers as the list holds them after the double opt-in (tested in newsletter.test.ts). */
async function addSubscribers(db: Database, people: Person[]) {
  await db.transaction(async (tx) => {
    for (const person of people) {
      await tx.run(
        `INSERT INTO subscribers (email, interests, lang, page, created_at, updated_at, status, consent, bounced_at)
         VALUES (@email, @interests, @lang, '/', @at, @at, @status, '{}', @bounced)`,
        {
          email: person.email,
          interests: JSON.stringify(person.interests ?? []),
          lang: person.lang ?? "en",
          at: "2026-11-20T10:00:00.000Z",
          status: person.status ?? "confirmed",
          bounced: person.bounced ? "2026-11-21T10:00:00.000Z" : null,
        },
      );
    }
  });
}

const many = (count: number, prefix: string): Person[] =>
  Array.from({ length: count }, (_, index) => ({ email: `${prefix}${index}@example.com` }));

interface Status {
  queued: number;
  sent: number;
  failed: number;
  skipped: number;
  /** The issue's schedule: sent by hand, the issue is `queued` at the time `send` ran. */
  state: string;
  at?: string;
}

/** What `status` says of an issue queued by `send`. */
const sentByHand = { state: "queued", at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) };

const running: { servers: ServerProcess[]; mail: MailServer[]; dirs: string[] } = {
  servers: [],
  mail: [],
  dirs: [],
};
afterEach(async () => {
  for (const server of running.servers.splice(0)) await server.kill();
  for (const mail of running.mail.splice(0)) await mail.stop();
  for (const dir of running.dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function mailServer() {
  const mail = await startMailServer();
  running.mail.push(mail);
  return mail;
}

/** A data directory whose database holds these subscribers, made as the server makes it. */
async function listOf(people: Person[]) {
  const dataDir = temporaryDataDir("newsletter-send");
  running.dirs.push(dataDir);
  await withDatabase(dataDir, (db) => addSubscribers(db, people), true);
  return dataDir;
}

async function site(dataDir: string, env: Record<string, string>) {
  const server = await startServer({ dataDir, env });
  running.servers.push(server);
  return server;
}

const status = async (dataDir: string, env: Record<string, string>) =>
  JSON.parse(await newsletter(dataDir, env, "status", issue, "--json")) as Status;

/**
 * Until no newsletter email waits (read in the database: the command is checked with `status`), for
 * as long as `emails` of them can take on a busy machine.
 */
const drained = (dataDir: string, emails: number) =>
  until(
    `every newsletter email sent (${emails})`,
    () =>
      withDatabase(dataDir, async (db) => {
        const left = await db.get<{ n: number }>(
          "SELECT count(*) AS n FROM outbox WHERE kind = 'newsletter.issue' AND state = 'pending'",
        );
        return Number(left?.n) === 0;
      }),
    timeFor(emails),
  );

/** Why a command refused: its exit code and what it printed on stderr. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: 0, stderr: "" }),
    (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
  );

/**
 * How many newsletter emails the server started in each second, from the time of each one's claim:
 * at 60 a minute or more, the rate's window is that second.
 */
async function startsPerSecond(dataDir: string) {
  const started = await withDatabase(dataDir, (db) =>
    db.all<{ attempted_at: string }>("SELECT attempted_at FROM outbox WHERE kind = 'newsletter.issue'"),
  );
  const perSecond = new Map<number, number>();
  for (const { attempted_at } of started) {
    const second = Math.floor(Date.parse(attempted_at) / 1000);
    perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
  }
  return perSecond;
}

/**
 * The articles a reader's copy of the issue names, from the content on disk (what an editor
 * publishes changes them): the issue's archive for everyone, and as new, on the reader's topics,
 * those published in the month before today (the first issue's "new"; the rule is unit-tested in
 * app/emails/newsletter-issue.test.ts).
 */
/** The articles an issue sent today presents as new: those of the month before. */
function freshArticles(root = process.cwd()) {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const [monthAgo, today] = [day(Date.now() - 31 * 86_400_000), day(Date.now())];
  return publishedArticles(root).filter((article) => article.date > monthAgo && article.date <= today);
}

function articlesFor(interests: InterestId[], root = process.cwd()) {
  const fresh = freshArticles(root);
  const archive = readNewsletterContent(
    path.join(root, "app/content/newsletter"),
    path.join(root, "app/content/blog/posts"),
  ).issues.find((file) => file.id === issue)!.archive;
  return [
    ...archive.filter((id) => !fresh.some((article) => article.id === id)),
    ...fresh.filter((article) => servesInterests(article.category, interests)).map((article) => article.id),
  ].sort(byId);
}
const byId = (a: string, b: string) => a.localeCompare(b, "en", { numeric: true });

/** The ids in a copy's links to articles (`/blog/<id>?utm_…`), once each. */
const articlesIn = (one: ReceivedMail) =>
  [...new Set([...(one.parsed.text ?? "").matchAll(/\/blog\/([^/?\s]+)\?/g)].map((match) => match[1]!))].sort(
    byId,
  );

/**
 * The content as an editor's commit brings it, in a folder of its own: the repository's articles
 * and issues, and one more article, published today, in four languages; its id follows the highest.
 */
function withArticleOfToday(category: string) {
  const root = temporaryDataDir("content");
  running.dirs.push(root);
  for (const dir of ["app/content/blog/posts", "app/content/newsletter"])
    fs.cpSync(path.resolve(dir), path.join(root, dir), { recursive: true });
  const id = String(Math.max(0, ...publishedArticles().map((article) => Number(article.id) || 0)) + 1);
  const versions = {
    en: [
      "Cutting the Cloud Bill Without Cutting Corners",
      "Three monthly habits that bring cloud spend back in line.",
    ],
    pt: [
      "Reduzir a conta da nuvem sem cortar caminho",
      "Três hábitos mensais que alinham o gasto com a nuvem.",
    ],
    es: [
      "Reducir la factura de la nube sin tomar atajos",
      "Tres hábitos mensuales que alinean el gasto en la nube.",
    ],
    fr: [
      "Réduire la facture du cloud sans rien sacrifier",
      "Trois habitudes mensuelles pour maîtriser la dépense cloud.",
    ],
  };
  // By an author the site has, with a drawn cover it has (a photo would need its description):
  // the newest such article's.
  const { author, image } = publishedArticles().find((article) => article.image.endsWith(".svg"))!;
  const english = `id: ${id}\ndate: ${new Date().toISOString().slice(0, 10)}\ncategory: ${category}\nauthor: ${author}\nimage: ${image}\n`;
  for (const [lang, [title, excerpt]] of Object.entries(versions))
    fs.writeFileSync(
      path.join(root, `app/content/blog/posts/${id}.${lang}.md`),
      `---\n${lang === "en" ? english : ""}title: "${title}"\nexcerpt: "${excerpt}"\n---\n\nA resource with no owner is never switched off: every workload gets a team, and every team its bill.\n`,
    );
  return { root, id };
}

const siteLinks = (one: ReceivedMail) =>
  [...(one.parsed.html || "").matchAll(/href="([^"]+)"/g)]
    .map((match) => match[1]!.replace(/&amp;/g, "&"))
    .filter((href) => href.startsWith(builtSiteUrl()));

describe(`sending an issue on ${testEngine()}`, () => {
  it("queues once per confirmed subscriber, skips who left before the email did, and writes to each in their language and topics", async () => {
    const mail = await mailServer();
    const env = { ...fastDeliveryEnv, SMTP_URL: mail.url, NEWSLETTER_RATE: "0" };
    const dataDir = await listOf([
      { email: "emma@example.com", lang: "en" },
      { email: "joao@example.com", lang: "pt", interests: ["ai-machine-learning"] },
      { email: "lucia@example.com", lang: "es", interests: ["process-optimization"] },
      { email: "claire@example.com", lang: "fr", interests: ["business-strategy", "innovation"] },
      { email: "later-left@example.com" },
      { email: "later-erased@example.com" },
      { email: "never-confirmed@example.com", status: "pending" },
      { email: "gone@example.com", status: "unsubscribed" },
      { email: "bounced@example.com", bounced: true },
    ]);
    const { SMTP_URL: _, ...withoutSmtp } = env;
    const noSmtp = await refusal(newsletter(dataDir, withoutSmtp, "send", issue));
    expect(noSmtp.code).toBe(1);
    expect(noSmtp.stderr).toMatch(/SMTP is not configured/);

    // Queued while no server runs: whoever leaves now has left before their email does.
    expect(await newsletter(dataDir, env, "send", issue)).toMatch(/^Queued 6 email\(s\) of issue 2026-12\./);
    expect(await newsletter(dataDir, env, "send", issue)).toMatch(/^Queued 0 email\(s\)/);
    expect(await status(dataDir, env)).toEqual({
      queued: 6,
      sent: 0,
      failed: 0,
      skipped: 0,
      ...sentByHand,
    });
    await withDatabase(dataDir, (db) =>
      db.run("UPDATE subscribers SET status = 'unsubscribed' WHERE email = 'later-left@example.com'"),
    );
    expect(await leads(dataDir, "--erase", "later-erased@example.com", "--yes")).toMatch(/1 delivery\(ies\)/);

    await site(dataDir, env);
    await drained(dataDir, 6);
    expect(await status(dataDir, env)).toEqual({
      queued: 0,
      sent: 4,
      failed: 0,
      skipped: 1,
      ...sentByHand,
    });
    expect(mail.received.map((one) => one.rcptTo[0]).sort()).toEqual([
      "claire@example.com",
      "emma@example.com",
      "joao@example.com",
      "lucia@example.com",
    ]);

    const copies = {
      en: mailsTo(mail, "emma@example.com")[0]!,
      pt: mailsTo(mail, "joao@example.com")[0]!,
      es: mailsTo(mail, "lucia@example.com")[0]!,
      fr: mailsTo(mail, "claire@example.com")[0]!,
    };
    expect(articlesIn(copies.en)).toEqual(articlesFor([]));
    expect(articlesIn(copies.pt)).toEqual(articlesFor(["ai-machine-learning"]));
    expect(articlesIn(copies.es)).toEqual(articlesFor(["process-optimization"]));
    expect(articlesIn(copies.fr)).toEqual(articlesFor(["business-strategy", "innovation"]));
    expect(copies.fr.parsed.text).toContain("DANS NOS ARCHIVES");
    // How the new articles were chosen is said only when there are some: the archive goes to everyone.
    expect(
      (copies.pt.parsed.text ?? "").includes(
        "Os artigos novos são selecionados de acordo com os temas que você escolheu: “IA e aprendizado de máquina”.",
      ),
    ).toBe(freshArticles().length > 0);

    for (const [lang, one] of Object.entries(copies)) {
      expect(one.parsed.subject).toBe(subjects[lang as keyof typeof subjects]);
      const tag = { en: "en-US", pt: "pt-BR", es: "es-419", fr: "fr-FR" }[lang]!;
      expect(one.parsed.html).toContain(`<html lang="${tag}">`);
      expect(header(one, "Content-Language")).toBe(tag);
      const prefix = lang === "en" ? "" : `/${lang}`;
      expect(header(one, "List-Unsubscribe")).toMatch(
        new RegExp(`^<${builtSiteUrl()}${prefix}/newsletter/unsubscribe\\?token=\\d+\\.[\\w-]{32}>$`),
      );
      expect(header(one, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
      expect(header(one, "List-Id")).toMatch(/<newsletter\.innova-consulting\.com>$/);
      expect(header(one, "Precedence")).toBe("bulk");
      expect(header(one, "Auto-Submitted")).toBe("auto-generated");
      // Every link to the site is tagged and goes straight to its page; no image at all (no pixel).
      const links = siteLinks(one);
      expect(links.length).toBeGreaterThan(3);
      for (const link of links) {
        const url = new URL(link);
        expect(url.pathname.startsWith(prefix)).toBe(true);
        expect(Object.fromEntries([...url.searchParams].filter(([name]) => name.startsWith("utm_")))).toEqual(
          {
            utm_source: "newsletter",
            utm_medium: "email",
            utm_campaign: issue,
          },
        );
      }
      expect(one.parsed.html).not.toMatch(/<img/i);
      expect(one.parsed.text).toContain("555 North Orange Avenue, Suite 1200, Orlando, FL 32801");
      expect(one.parsed.text).toMatch(/newsletter\/unsubscribe\?token=\d+\./);
    }

    // The one-click unsubscribe of the header, as a mail provider posts it.
    const url = onServer(running.servers[0]!, header(copies.es, "List-Unsubscribe")!.slice(1, -1));
    const answer = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Connection: "close" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(answer.status).toBe(200);
    const [lucia] = await withDatabase(dataDir, (db) =>
      db.all<{ status: string }>("SELECT status FROM subscribers WHERE email = 'lucia@example.com'"),
    );
    expect(lucia!.status).toBe("unsubscribed");
    // Eight commands and a server started, each some seconds on a busy machine.
  }, 195_000); // timeFor(9, 15_000)

  // What an editor publishes changes what each copy names, never whether the tests pass.
  it("names an article published this month as new to the readers of its topics, with the archive", async () => {
    const mail = await mailServer();
    const env = { ...fastDeliveryEnv, SMTP_URL: mail.url, NEWSLETTER_RATE: "0" };
    const dataDir = await listOf([
      { email: "emma@example.com" },
      { email: "joao@example.com", lang: "pt", interests: ["ai-machine-learning"] },
      { email: "lucia@example.com", lang: "es", interests: ["digital-transformation"] },
    ]);
    // A cloud article serves technology trends and digital transformation, not AI.
    const { root, id } = withArticleOfToday("cloud-technology");
    const issues = path.join(root, "app/content/newsletter");
    expect(await newsletterIn(root, dataDir, env, "send", issue, "--issues", issues)).toMatch(/^Queued 3 /);
    await site(dataDir, env);
    await drained(dataDir, 3);
    const copy = (email: string) => articlesIn(mailsTo(mail, email)[0]!);
    expect(copy("emma@example.com")).toEqual(articlesFor([], root));
    expect(copy("joao@example.com")).toEqual(articlesFor(["ai-machine-learning"], root));
    expect(copy("lucia@example.com")).toEqual(articlesFor(["digital-transformation"], root));
    expect(copy("emma@example.com")).toContain(id);
    expect(copy("lucia@example.com")).toContain(id);
    expect(copy("joao@example.com")).not.toContain(id);
    // A command and a server started, each some seconds on a busy machine.
  }, 90_000); // timeFor(2, 15_000)

  it("bounces an address the mail server refuses for good, which the next issue skips; refuses an issue missing a subscriber's language", async () => {
    const mail = await mailServer();
    mail.refuseRecipient("nobody@example.com");
    const env = { ...fastDeliveryEnv, SMTP_URL: mail.url, NEWSLETTER_RATE: "0" };
    const dataDir = await listOf([
      { email: "nobody@example.com" },
      { email: "reader@example.com", lang: "fr" },
    ]);
    await site(dataDir, env);
    await newsletter(dataDir, env, "send", issue);
    await drained(dataDir, 2);
    expect(await status(dataDir, env)).toEqual({
      queued: 0,
      sent: 1,
      failed: 1,
      skipped: 0,
      ...sentByHand,
    });
    const rows = await withDatabase(dataDir, (db) =>
      db.all<{ email: string; bounced_at: string | null }>(
        "SELECT email, bounced_at FROM subscribers ORDER BY email",
      ),
    );
    expect(rows.map((row) => [row.email, Boolean(row.bounced_at)])).toEqual([
      ["nobody@example.com", true],
      ["reader@example.com", false],
    ]);

    // The next issue: in all four languages, it skips the bounced address; in English only, it is refused.
    const issuesDir = temporaryDataDir("issues");
    running.dirs.push(issuesDir);
    fs.writeFileSync(
      path.join(issuesDir, "2027-01.en.md"),
      fs
        .readFileSync(path.resolve("app/content/newsletter/2026-12.en.md"), "utf8")
        .replace(/^id: .*$/m, 'id: "2027-01"'),
    );
    const missing = await refusal(newsletter(dataDir, env, "send", "2027-01", "--issues", issuesDir));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/Nothing queued: issue 2027-01 has no Français \(fr\) version/);
    for (const lang of ["pt", "es", "fr"])
      fs.copyFileSync(
        path.resolve(`app/content/newsletter/2026-12.${lang}.md`),
        path.join(issuesDir, `2027-01.${lang}.md`),
      );
    const listed = JSON.parse(await newsletter(dataDir, env, "list", "--json", "--issues", issuesDir)) as {
      id: string;
      languages: string[];
    }[];
    expect(listed.map((one) => [one.id, one.languages])).toEqual([["2027-01", ["en", "pt", "es", "fr"]]]);
    expect(await newsletter(dataDir, env, "send", "2027-01", "--issues", issuesDir)).toMatch(
      /^Queued 1 email/,
    );
    // Six commands and a server started, each some seconds on a busy machine.
  }, 165_000); // timeFor(7, 15_000)

  it("sends the firm's notification of a lead ahead of 150 queued newsletter emails", async () => {
    const mail = await mailServer();
    // A mail server slow enough for the queue to last on any machine: a second an email, ten at a
    // time (a claim), so 15 s for the 150.
    mail.answerAfter(1000);
    const env = { ...fastDeliveryEnv, SMTP_URL: mail.url, NEWSLETTER_RATE: "0" };
    const dataDir = await listOf(many(150, "queued"));
    const server = await site(dataDir, env);
    await newsletter(dataDir, env, "send", issue);
    await until("the first newsletter emails", () => mail.received.length > 0);
    const answer = await postForm(server.origin, "/contact", {
      name: "Urgent Lead",
      email: "urgent@example.com",
      message: "Can we talk this week?",
    });
    expect(formResult(answer.text).ok).toBe(true);
    const newsletters = () => mail.received.filter((one) => one.rcptTo[0]!.startsWith("queued")).length;
    const atAnswer = newsletters();
    expect(atAnswer, "the queue still long when the lead was answered").toBeLessThan(150 - 2 * claimBatch);
    await until("the firm's notification", () => mailsTo(mail, testFirmInbox).length === 1);
    // Oldest first, it would have waited for every newsletter email queued before it; ahead of them,
    // it waits at most for the claim in flight, and goes out in the next one.
    expect(newsletters() - atAnswer).toBeLessThan(2 * claimBatch);
  });

  it("starts no more than NEWSLETTER_RATE a minute, spread over the minute", async () => {
    const mail = await mailServer();
    // 120 a minute: 2 a second.
    const env = { ...fastDeliveryEnv, SMTP_URL: mail.url, NEWSLETTER_RATE: "120" };
    const dataDir = await listOf(many(6, "paced"));
    await site(dataDir, env);
    await newsletter(dataDir, env, "send", issue);
    await drained(dataDir, 6);
    expect(mail.received).toHaveLength(6);
    // Two in each window of a second (the window's start is the epoch's second), so three seconds.
    const perSecond = await startsPerSecond(dataDir);
    expect([...perSecond.values()]).toEqual([2, 2, 2]);
  });

  it("sends each of 500 subscribers one copy across a kill -9 in mid-send and a restart", async () => {
    const mail = await mailServer();
    // A short lease: what the killed server held is sent again a second after.
    const env = {
      ...fastDeliveryEnv,
      SMTP_URL: mail.url,
      NEWSLETTER_RATE: "0",
      OUTBOX_LEASE_MS: "1000",
    };
    const people = many(500, "reader");
    const dataDir = await listOf(people);
    const first = await site(dataDir, env);
    await newsletter(dataDir, env, "send", issue);
    await until("a third sent", () => mail.received.length >= 150, timeFor(150));
    await first.kill();
    const atKill = mail.received.length;
    expect(atKill).toBeLessThan(500);

    await site(dataDir, env);
    await drained(dataDir, 500);
    expect(await status(dataDir, env)).toEqual({
      queued: 0,
      sent: 500,
      failed: 0,
      skipped: 0,
      ...sentByHand,
    });
    for (const person of people) {
      // One email each: a copy handed over in the instant before the kill is the same message
      // (same Message-ID), which is all SMTP allows a sender to promise.
      const ids = new Set(mailsTo(mail, person.email).map((one) => one.parsed.messageId));
      expect(ids.size, person.email).toBe(1);
    }
    // Only an email claimed twice can have arrived twice: one in flight at the kill (at most one claim
    // of ten), or one whose short lease ran out mid-send on a busy machine.
    const claimedAgain = await withDatabase(dataDir, (db) =>
      db.get<{ n: number }>(
        "SELECT count(*) AS n FROM outbox WHERE kind = 'newsletter.issue' AND attempts > 1",
      ),
    );
    expect(mail.received.length - 500).toBeLessThanOrEqual(Number(claimedAgain?.n));
  }, 245_000); // timeFor(500) + a minute: 500 emails, two servers started
});

describe.skipIf(testEngine() !== "postgres")("two instances sending one issue on PostgreSQL", () => {
  it("send each subscriber exactly one copy, within one rate shared by both", async () => {
    const mail = await mailServer();
    // 1,200 a minute: 20 a second for the two together.
    const env = { ...fastDeliveryEnv, SMTP_URL: mail.url, NEWSLETTER_RATE: "1200" };
    const people = many(60, "shared");
    const dataDir = await listOf(people);
    const servers = await Promise.all([site(dataDir, env), site(dataDir, env)]);
    expect(servers).toHaveLength(2);
    await Promise.all([newsletter(dataDir, env, "send", issue), newsletter(dataDir, env, "send", issue)]);
    await drained(dataDir, 60);
    expect(mail.received).toHaveLength(60);
    for (const person of people) expect(mailsTo(mail, person.email), person.email).toHaveLength(1);
    const perSecond = await startsPerSecond(dataDir);
    expect(Math.max(...perSecond.values())).toBeLessThanOrEqual(20);
    expect(perSecond.size).toBeGreaterThanOrEqual(3);
  });
});
