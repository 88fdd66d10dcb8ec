import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Stats } from "../../app/analytics/report.server";
import { publishedArticles } from "../support/content-on-disk";
import { fastDeliveryEnv, testFirmInbox } from "../support/delivery-env";
import { withDatabase } from "../support/engine";
import { postForm } from "../support/form-posts";
import { stats as statsOf } from "../support/leads-cli";
import { mailsTo } from "../support/mail-server";
import { raw } from "../support/raw-http";
import { serverScript, type ServerProcess } from "../support/server-process";
import { stoppedAfterEach } from "../support/started";
import { until } from "../support/until";

/**
 * What one client can make the server do, after an outside probe (issue 35), on each engine:
 * floods of user agents and made-up keys stay within the analytics' bounds, forged campaign tags are
 * not kept, one mailbox gets one email however its address is spelled, campaign links are served as
 * the prerendered page, and malformed requests get a plain answer without reaching React Router.
 */
const started = stoppedAfterEach();
const env = { ...fastDeliveryEnv, ANALYTICS_FLUSH_MS: "200" };
const server = (settings: Record<string, string> = {}) =>
  started.server(started.dataDir("abuse"), { ...env, ...settings });

const agent = (name: string | number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 probe-${name}`;

/** A document load, as a browser makes it. */
async function load(site: ServerProcess, url: string, headers: Record<string, string> = {}) {
  const answer = await fetch(`${site.origin}${url}`, {
    headers: { "Sec-Fetch-Dest": "document", "User-Agent": agent("browser"), ...headers },
    redirect: "manual",
  });
  return { status: answer.status, headers: answer.headers, body: Buffer.from(await answer.arrayBuffer()) };
}

/**
 * The figures the firm reads, once every request the test made is accounted for (`settled`, said
 * in totals that hold whatever the caps do): a flush takes its time on a busy machine.
 */
function stats(site: ServerProcess, what: string, settled: (figures: Stats) => boolean): Promise<Stats> {
  return until(`the counts of ${what}`, async () => {
    const figures = JSON.parse(await statsOf(site.dataDir, "--json")) as Stats;
    return settled(figures) && figures;
  });
}

const sum = <T>(rows: T[], figure: (row: T) => number) => rows.reduce((total, row) => total + figure(row), 0);

const built = (file: string) => fs.readFileSync(path.join(path.dirname(serverScript()), "client", file));

describe("analytics under a flood", () => {
  it("counts at most 50 visitors and 2,000 views a day from one address, stores their rows once, and keeps serving", async () => {
    const site = await server();
    for (let batch = 0; batch < 30; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, n) => load(site, "/about", { "User-Agent": agent(batch * 100 + n) })),
      );
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
    }
    const figures = await stats(
      site,
      "3,000 views",
      (counted) => counted.total.views + counted.capped.views === 3_000,
    );
    expect(figures.total.visitors).toBe(50);
    expect(figures.total.views).toBe(2_000);
    expect(figures.capped).toEqual({ views: 1_000, visitors: 1_950 });
    const seen = await withDatabase(site.dataDir, (db) =>
      db.get<{ n: number }>("SELECT count(*) AS n FROM analytics_seen"),
    );
    expect(Number(seen!.n)).toBe(3 * 50);
    expect((await fetch(`${site.origin}/healthz`)).status).toBe(200);
  }, 210_000); // timeFor(3_000, 50): 3,000 page loads

  it("keeps at most 500 distinct 404 paths and 200 sources a day, whatever the flushes, the rest as (other)", async () => {
    const site = await server({ TRUST_PROXY: "loopback" });
    // 600 paths, then 600 more once the first 600 are flushed; 300 sources, each from an address of its own.
    for (const round of [0, 1]) {
      for (let start = 0; start < 600; start += 100) {
        await Promise.all(Array.from({ length: 100 }, (_, n) => load(site, `/scan-${round}-${start + n}`)));
      }
      if (round === 0)
        await stats(
          site,
          "the first 600 missing pages, flushed",
          (counted) => sum(counted.notFound, (row) => row.views) === 600,
        );
    }
    for (let start = 0; start < 300; start += 100) {
      await Promise.all(
        Array.from({ length: 100 }, (_, n) =>
          load(site, `/?utm_source=campaign-${start + n}`, {
            "X-Forwarded-For": `10.9.${start / 100}.${n}`,
          }),
        ),
      );
    }
    const figures = await stats(
      site,
      "1,200 missing pages and 300 campaign visitors",
      (counted) =>
        sum(counted.notFound, (row) => row.views) === 1_200 &&
        sum(
          counted.sources.filter((row) => /^(campaign-|\(other\))/.test(row.source)),
          (row) => row.visitors,
        ) === 300,
    );
    expect(figures.notFound).toHaveLength(501);
    expect(figures.notFound.find((row) => row.path === "(other)")?.views).toBe(700);
    expect(figures.sources.filter((row) => row.source.startsWith("campaign-"))).toHaveLength(200);
    expect(figures.sources.find((row) => row.source === "(other)")?.visitors).toBe(100);
  }, 135_000); // timeFor(1_500, 50): 1,500 page loads

  it("keeps no forged campaign tag: a sentence with a URL, a formula, bidi and C1 controls", async () => {
    const site = await server();
    const forged = [
      "urgent: your invoice is overdue, pay at https://evil.example.com/pay",
      '=HYPERLINK("https://evil.example.com/x","invoice")',
      "\u202egnp.exe",
      "news\u009bletter",
    ];
    for (const [n, value] of forged.entries()) {
      const query = new URLSearchParams({ utm_source: value, utm_medium: "email", utm_campaign: value });
      expect((await load(site, `/?${query}`, { "User-Agent": agent(`forged-${n}`) })).status).toBe(200);
    }
    await load(site, "/?utm_source=newsletter&utm_medium=email&utm_campaign=2026-12", {
      "User-Agent": agent("reader"),
    });
    await stats(site, "five visitors", (counted) => sum(counted.sources, (row) => row.visitors) === 5);
    const keys = await withDatabase(site.dataDir, (db) =>
      db.all<{ key: string }>("SELECT key FROM analytics_daily WHERE kind = 'source.visitors' ORDER BY key"),
    );
    expect(keys.map((row) => JSON.parse(row.key) as unknown)).toEqual([
      ["direct", null, null],
      ["newsletter", "email", "2026-12"],
    ]);
  });

  it("counts every spelling of a page as the page: /%61bout answers a permanent redirect to /about", async () => {
    const site = await server();
    for (const spelling of ["/%61bout", "/a%62out", "/%61%62%6f%75%74", "/PT/%61bout"]) {
      const answer = await load(site, spelling);
      expect(answer.status, spelling).toBe(301);
      expect(answer.headers.get("location"), spelling).toMatch(/^\/(pt\/)?about$/);
    }
    await load(site, "/about");
    const figures = await stats(site, "a view", (counted) => counted.total.views > 0);
    expect(figures.pages.map((page) => page.path)).toEqual(["/about"]);
  });
});

describe("one mailbox, one email a day", () => {
  const spellings = [
    "victim@gmail.com",
    "victim+1@gmail.com",
    "victim+2@gmail.com",
    "Victim@GMail.com",
    "vic.tim@gmail.com",
    "v.i.c.t.i.m+news@googlemail.com",
  ];

  it("sends one confirmation and one acknowledgement to a mailbox posted under six spellings, and tells the firm of every message", async () => {
    const mail = await started.mailServer();
    const site = await server({ SMTP_URL: mail.url });
    for (const email of spellings) {
      expect((await postForm(site.origin, "/?index", { email })).status).toBe(200);
      const contact = { name: "Victim Test", email, message: `Sent as ${email}.` };
      expect((await postForm(site.origin, "/contact", contact)).status).toBe(200);
    }
    await until("the firm's six notifications", () => mailsTo(mail, testFirmInbox).length === 6);
    await until("the outbox drained", async () =>
      withDatabase(site.dataDir, async (db) =>
        (await db.all("SELECT id FROM outbox WHERE state = 'pending'")).length === 0 ? true : undefined,
      ),
    );
    const toVictim = mail.received.filter((one) => one.rcptTo.every((to) => to !== testFirmInbox));
    expect(toVictim).toHaveLength(2);
    expect(toVictim.map((one) => one.rcptTo[0])).toEqual(["victim@gmail.com", "victim@gmail.com"]);
    // Only the first request waits for a confirmation; the other spellings recorded nothing.
    const requests = await withDatabase(site.dataDir, (db) => db.all("SELECT id FROM subscription_requests"));
    expect(requests).toHaveLength(1);
  });

  it("stops queueing visitor email at the site's hourly cap, says so in the log, and shows it in /healthz", async () => {
    const mail = await started.mailServer();
    const site = await server({ SMTP_URL: mail.url, VISITOR_MAIL_PER_HOUR: "3", TRUST_PROXY: "loopback" });
    // Five readers, each from a network of its own (one network gets a share: visitor-mail-share.test.ts).
    const statuses = [];
    for (let n = 0; n < 5; n++) {
      const headers = { "X-Forwarded-For": `192.0.${n}.1` };
      statuses.push(
        (await postForm(site.origin, "/?index", { email: `reader-${n}@example.com` }, headers)).status,
      );
    }
    // The last two are told their email cannot go this hour.
    expect(statuses).toEqual([200, 200, 200, 503, 503]);
    await until("three confirmations", () => mail.received.length === 3);
    const health = (await (await fetch(`${site.origin}/healthz`)).json()) as {
      visitorMail: { queued: number; perHour: number };
    };
    expect(health.visitorMail).toEqual({ queued: 3, perHour: 3, perNetwork: 1, held: 2 });
    expect(site.output()).toMatch(
      /Visitor mail: 3 acknowledgements and confirmations were queued in the last hour/,
    );
    expect(site.output().match(/Visitor mail:/g)).toHaveLength(1);
  });

  it("ends a visitor's email the relay refuses for good at once, out of the firm's alert age", async () => {
    const mail = await started.mailServer();
    mail.refuseRecipient("nobody@example.com");
    const site = await server({ SMTP_URL: mail.url });
    await postForm(site.origin, "/contact", { name: "Typo", email: "nobody@example.com", message: "Hello." });
    const row = await until("the acknowledgement ended", () =>
      withDatabase(site.dataDir, (db) =>
        db.get<{ state: string; attempts: number; last_error: string }>(
          "SELECT state, attempts, last_error FROM outbox WHERE kind = 'contact.acknowledgement'",
        ),
      ).then((found) => (found?.state === "skipped" ? found : undefined)),
    );
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/refused by the recipient's mail server/);
    // Once the firm's own notification of the message has gone, nothing is left waiting: the refused
    // acknowledgement does not hold up the age operators alert on.
    const health = await until("the firm's notification delivered", async () => {
      const answer = (await (await fetch(`${site.origin}/healthz`)).json()) as {
        outbox: { pending: number; failed: number; oldestPendingSeconds: number };
      };
      return answer.outbox.pending === 0 ? answer : undefined;
    });
    expect(health.outbox).toMatchObject({ failed: 0, oldestPendingSeconds: 0 });
  });

  it("refuses an address whose local part is over 64 characters with the form's error, keeping what was typed", async () => {
    const site = await server();
    const email = `${"a".repeat(65)}@example.com`;
    const answer = await postForm(site.origin, "/contact", { name: "Long", email, message: "Kept." });
    expect(answer.status).toBe(400);
    // The answered page's email field: refused, with what was typed in it.
    const field = /<input[^>]*name="email"[^>]*>/.exec(answer.text)?.[0] ?? "";
    expect(field.includes('aria-invalid="true"'), field).toBe(true);
    expect(field.includes(`value="${email}"`), field).toBe(true);
    expect(await withDatabase(site.dataDir, (db) => db.all("SELECT id FROM contact_messages"))).toEqual([]);
  });

  it("counts an IPv6 client's whole /64 against the rate limit", async () => {
    const site = await server({ FORM_RATE_LIMIT: "5", TRUST_PROXY: "loopback" });
    const statuses: number[] = [];
    for (let n = 1; n <= 7; n++) {
      const answer = await postForm(
        site.origin,
        "/contact",
        { name: "Six", email: `six-${n}@example.com`, message: "From one /64." },
        { "X-Forwarded-For": `2001:db8:abcd:12::${n.toString(16)}` },
      );
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const elsewhere = await postForm(
      site.origin,
      "/contact",
      { name: "Other", email: "other@example.com", message: "From another /64." },
      { "X-Forwarded-For": "2001:db8:abcd:13::1" },
    );
    expect(elsewhere.status).toBe(200);
  });
});

describe("requests", () => {
  it("serves a campaign link as the prerendered page, byte for byte, and renders only a query the page reads", async () => {
    const site = await server();
    const identity = { "Accept-Encoding": "identity" };
    const home = await load(
      site,
      "/?utm_source=newsletter&utm_medium=email&utm_campaign=2026-12&gclid=x",
      identity,
    );
    expect(home.status).toBe(200);
    expect(home.body.equals(built("index.html"))).toBe(true);
    expect(home.headers.get("etag")).toBe((await load(site, "/", identity)).headers.get("etag"));
    const blog = await load(site, "/pt/blog?fbclid=abc", identity);
    expect(blog.body.equals(built("pt/blog/index.html"))).toBe(true);
    // The blog's category filter changes the page: rendered.
    const filtered = await load(site, "/blog?category=automation&utm_source=x", identity);
    expect(filtered.status).toBe(200);
    expect(filtered.body.equals(built("blog/index.html"))).toBe(false);
  });

  it("answers a request without a Host, or with an empty one, 400 on every kind of path", async () => {
    const site = await server();
    for (const target of ["/nope", "/about?x=1", "/blog?category=automation", "/about", "/healthz"]) {
      expect(await raw(site, `GET ${target} HTTP/1.0\r\n\r\n`), target).toMatch(/^HTTP\/1\.1 400/);
      expect(
        await raw(site, `GET ${target} HTTP/1.1\r\nHost: \r\nConnection: close\r\n\r\n`),
        target,
      ).toMatch(/^HTTP\/1\.1 400/);
    }
    const post =
      "POST /contact HTTP/1.1\r\nHost:\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 4\r\nConnection: close\r\n\r\nname";
    expect(await raw(site, post)).toMatch(/^HTTP\/1\.1 400/);
    expect(site.output()).not.toMatch(/TypeError|Error:/);
  });

  it("answers a POST where no form takes one 405, with one line in the log", async () => {
    const site = await server();
    // An article's page too, the newest as the site reads it.
    const article = `/blog/${publishedArticles()[0]!.id}`;
    for (const target of ["/", "/about", "/healthz", "/sitemap.xml", "/de/contact", article]) {
      const answer = await postForm(site.origin, target, { name: "x" });
      expect(answer.status, target).toBe(405);
      expect(answer.headers.get("allow")).toBe("GET, HEAD");
    }
    // The home page's form takes its posts at `/?index`: refused there for its own reasons.
    expect((await postForm(site.origin, "/?index", { name: "x" })).status).toBe(400);
    const lines = site
      .output()
      .split("\n")
      .filter((line) => line.includes("POST /about"));
    expect(lines).toEqual([expect.stringMatching(/^POST \/about 405 [\d.]+ms$/)]);
    expect(site.output()).not.toMatch(/at .*\(.*\.js:\d+:\d+\)/);
  });
});
