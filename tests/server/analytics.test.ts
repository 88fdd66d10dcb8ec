import { chromium } from "@playwright/test";
import { describe, expect, it } from "vitest";
import type { Stats } from "../../app/analytics/report.server";
import { addDays, dayOf } from "../../app/analytics/days";
import { weekOf } from "../../app/analytics/weeks";
import { chromiumFlags, chromiumPath } from "../support/chromium";
import { fastDeliveryEnv, testFirmInbox } from "../support/delivery-env";
import { testEngine, withDatabase } from "../support/engine";
import { formResult, pool, postForm } from "../support/form-posts";
import { leads, stats } from "../support/leads-cli";
import type { MailServer } from "../support/mail-server";
import type { ServerProcess } from "../support/server-process";
import { stoppedAfterEach } from "../support/started";
import { until } from "../support/until";

/**
 * The analytics against the built server and a real store, on each engine: what the firm reads with
 * `npm run stats -- --json` is what browsers asked for, once per view, nothing else; the
 * conversions come from the stored leads; the salts do not outlive 48 h; several instances add up.
 */
const dayMs = 24 * 60 * 60 * 1000;
// The conversions by source are what these tests read: per-lead attribution on (off by default).
const env = { ...fastDeliveryEnv, ANALYTICS_FLUSH_MS: "200", LEAD_ATTRIBUTION: "on" };

const started = stoppedAfterEach();
const dataDir = () => started.dataDir("analytics");
const server = (dir: string, settings: Record<string, string> = {}) =>
  started.server(dir, { ...env, ...settings });
const mailServer = started.mailServer;

/** A browser: its user agent (all of them come from 127.0.0.1) and its preferred languages. */
const browser = (name: string, language = "en-US,en;q=0.9") => ({
  "User-Agent": `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 ${name}`,
  "Accept-Language": language,
});

async function get(server: ServerProcess, path: string, headers: Record<string, string>, method = "GET") {
  const answer = await fetch(`${server.origin}${path}`, { method, headers, redirect: "manual" });
  await answer.arrayBuffer();
  return answer.status;
}

/** A document load, as a browser's address bar or link makes it. */
const load = (server: ServerProcess, path: string, headers: Record<string, string>) =>
  get(server, path, { "Sec-Fetch-Dest": "document", ...headers });

async function figuresOf(dir: string, ...range: string[]): Promise<Stats> {
  return JSON.parse(await stats(dir, "--json", ...range)) as Stats;
}

const contactFields = (name: string) => ({
  name,
  email: `${name.toLowerCase()}@example.com`,
  message: "We would like to discuss a project.",
});

describe("views and visitors", () => {
  it("counts each page view once, by page and language, and nothing else; the next day is a new day", async () => {
    const dir = dataDir();
    const site = await server(dir);
    const [a, b, c] = [browser("A"), browser("B", "pt-BR,pt;q=0.9"), browser("C", "de-DE")];

    // Not views: a bot, a HEAD, prefetches, assets, feed, sitemap, robots, health check.
    const bot = { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
    expect(await load(site, "/about", bot)).toBe(200);
    expect(await get(site, "/about", a, "HEAD")).toBe(200);
    expect(await load(site, "/about", { ...a, "Sec-Purpose": "prefetch" })).toBe(200);
    expect(await load(site, "/services", { ...a, Purpose: "prefetch" })).toBe(200);
    for (const path of ["/favicon.svg", "/blog/rss.xml", "/sitemap.xml", "/robots.txt", "/healthz"]) {
      expect(await get(site, path, a), path).toBe(200);
    }

    // Views: one browser three times, another from a search engine and then a link on the site,
    // a third with Global Privacy Control (a view, never a visitor).
    for (let i = 0; i < 3; i++) expect(await load(site, "/about", a)).toBe(200);
    expect(await load(site, "/pt/about", { ...b, Referer: "https://www.google.com/" })).toBe(200);
    expect(await load(site, "/pt/services", { ...b, Referer: `${site.origin}/pt/about` })).toBe(200);
    expect(await load(site, "/fr", { ...c, "Sec-GPC": "1" })).toBe(200);

    // A form post (answered with the page): a lead, not a view. React Router's data URL of a page
    // is no page: nothing uses it.
    const posted = await postForm(site.origin, "/contact", contactFields("Avery"), a);
    expect(formResult(posted.text).ok).toBe(true);
    expect(await get(site, "/contact.data", a)).toBe(404);
    // A broken link: counted apart.
    expect(await load(site, "/no-such-page", a)).toBe(404);
    await site.stop();

    const today = dayOf(new Date());
    const first = await figuresOf(dir);
    expect(first.total).toEqual({ views: 6, visitors: 2, contacts: 1, bookings: 0, subscriptions: 0 });
    expect(first.pages).toEqual([
      {
        path: "/about",
        lang: "en",
        views: 3,
        visitors: 1,
        entries: 1,
        contacts: 0,
        bookings: 0,
        subscriptions: 0,
      },
      {
        path: "/fr",
        lang: "fr",
        views: 1,
        visitors: 0,
        entries: 0,
        contacts: 0,
        bookings: 0,
        subscriptions: 0,
      },
      {
        path: "/pt/about",
        lang: "pt",
        views: 1,
        visitors: 1,
        entries: 1,
        contacts: 0,
        bookings: 0,
        subscriptions: 0,
      },
      {
        path: "/pt/services",
        lang: "pt",
        views: 1,
        visitors: 1,
        entries: 0,
        contacts: 0,
        bookings: 0,
        subscriptions: 0,
      },
      {
        path: "/contact",
        lang: "en",
        views: 0,
        visitors: 0,
        entries: 0,
        contacts: 1,
        bookings: 0,
        subscriptions: 0,
      },
    ]);
    expect(first.sources).toEqual([
      {
        source: "direct",
        medium: null,
        campaign: null,
        visitors: 1,
        contacts: 1,
        bookings: 0,
        subscriptions: 0,
      },
      {
        source: "google",
        medium: "organic",
        campaign: null,
        visitors: 1,
        contacts: 0,
        bookings: 0,
        subscriptions: 0,
      },
    ]);
    expect(first.languages).toEqual([
      { lang: "en", views: 3, visitors: 1, contacts: 1, bookings: 0, subscriptions: 0 },
      { lang: "pt", views: 2, visitors: 1, contacts: 0, bookings: 0, subscriptions: 0 },
      { lang: "fr", views: 1, visitors: 0, contacts: 0, bookings: 0, subscriptions: 0 },
    ]);
    expect(first.browserLanguages).toEqual([
      { language: "en", views: 3, visitors: 1 },
      { language: "pt", views: 2, visitors: 1 },
      { language: "de", views: 1, visitors: 0 },
    ]);
    expect(first.notFound).toEqual([{ path: "/no-such-page", views: 1 }]);

    // The next day (the analytics clock moved by a day): the same browser is a new visitor.
    const tomorrow = addDays(today, 1);
    const nextDay = await server(dir, { ANALYTICS_CLOCK_OFFSET_MS: String(dayMs) });
    expect(await load(nextDay, "/about", a)).toBe(200);
    await nextDay.stop();
    const second = await figuresOf(dir, "--since", tomorrow, "--until", tomorrow);
    expect(second.total).toMatchObject({ views: 1, visitors: 1 });
    expect((await figuresOf(dir, "--until", tomorrow)).total).toMatchObject({ views: 7, visitors: 3 });

    // Two days later, the first day's salt and visitor set are gone; its aggregates stay.
    const later = await server(dir, { ANALYTICS_CLOCK_OFFSET_MS: String(2 * dayMs) });
    expect(await load(later, "/about", a)).toBe(200);
    await later.stop();
    await withDatabase(dir, async (db) => {
      const salts = await db.all<{ day: string; created_at: string }>(
        "SELECT day, created_at FROM analytics_salts",
      );
      expect(salts.map((salt) => salt.day).sort()).toEqual([tomorrow, addDays(today, 2)]);
      const clock = Date.now() + 2 * dayMs;
      for (const salt of salts) expect(clock - Date.parse(salt.created_at)).toBeLessThan(2 * dayMs);
      expect(await db.all("SELECT day FROM analytics_seen WHERE day <= ?", [today])).toEqual([]);
    });
    expect((await figuresOf(dir, "--since", today, "--until", today)).total.views).toBe(6);
  });
});

describe.skipIf(testEngine() !== "sqlite")("in a real browser (the engine does not matter)", () => {
  it("counts each page a browser loads once, and not the form the page script posts", async () => {
    const dir = dataDir();
    const site = await server(dir);
    const browserProcess = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    try {
      // A visitor's Chrome: the headless one says "HeadlessChrome", which isbot rightly refuses.
      const page = await browserProcess.newPage({ userAgent: browser("Visitor")["User-Agent"] });
      const requests: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (request.resourceType() === "document" || request.method() !== "GET")
          requests.push(`${request.method()} ${url.pathname}`);
      });
      await page.goto(`${site.origin}/contact?utm_source=e2e`);
      await page.locator("html[data-page-script]").waitFor();
      const form = page.getByRole("region", { name: "Send us a message" });
      await form.getByLabel("Full name").fill("Browser Visitor");
      await form.getByLabel("Email address").fill("browser@example.com");
      await form.getByLabel("Message").fill("A message sent from the contact page.");
      await form.getByRole("button", { name: "Send message" }).click();
      await form.getByRole("status").getByText("Message sent!").waitFor();
      await page.getByRole("link", { name: "Blog", exact: true }).first().click();
      await page.waitForURL(`${site.origin}/blog`);
      // The form went in the background (the page script); each page is a document load.
      expect(requests).toEqual(["GET /contact", "POST /contact", "GET /blog"]);
    } finally {
      await browserProcess.close();
    }
    await site.stop();
    const figures = await figuresOf(dir);
    expect(figures.total).toEqual({ views: 2, visitors: 1, contacts: 1, bookings: 0, subscriptions: 0 });
    expect(
      figures.pages.map(({ path, views, entries, contacts }) => ({ path, views, entries, contacts })),
    ).toEqual([
      { path: "/contact", views: 1, entries: 1, contacts: 1 },
      { path: "/blog", views: 1, entries: 0, contacts: 0 },
    ]);
    expect(figures.sources).toEqual([
      {
        source: "e2e",
        medium: null,
        campaign: null,
        visitors: 1,
        contacts: 1,
        bookings: 0,
        subscriptions: 0,
      },
    ]);
  });
});

/** The confirm link of the confirmation email sent to `email`, pressed as a browser without JavaScript does. */
async function confirmSubscription(site: ServerProcess, mail: MailServer, email: string) {
  const sent = await until("the confirmation email", () =>
    mail.received.find((one) => one.rcptTo.includes(email)),
  );
  const link = /\/(?:[a-z]{2}\/)?newsletter\/confirm\?token=[\w.-]+/.exec(sent.parsed.text ?? "")![0];
  const answer = await fetch(`${site.origin}${link}`, {
    method: "POST",
    headers: { Origin: site.origin },
    body: new URLSearchParams({ token: new URL(link, site.origin).searchParams.get("token")! }),
  });
  expect(answer.status).toBe(200);
}

describe("conversions and the weekly digest", () => {
  it("records no source with a lead unless LEAD_ATTRIBUTION=on (the default a lawyer signs)", async () => {
    const dir = dataDir();
    const site = await server(dir, { LEAD_ATTRIBUTION: "off" });
    const a = browser("A");
    expect(await load(site, "/contact?utm_source=linkedin&utm_medium=social", a)).toBe(200);
    const contact = await postForm(site.origin, "/contact", contactFields("Olga"), a);
    expect(formResult(contact.text).ok).toBe(true);
    await site.stop();
    const stored = JSON.parse(await leads(dir, "--json")) as { contacts: { source: string | null }[] };
    expect(stored.contacts.map((one) => one.source)).toEqual([null]);
    const figures = await figuresOf(dir);
    // The visit is counted; the lead is a conversion of its page, credited to no source.
    expect(figures.total).toMatchObject({ visitors: 1, contacts: 1 });
    expect(figures.sources.find((row) => row.source === "linkedin")).toMatchObject({
      visitors: 1,
      contacts: 0,
    });
    expect(figures.sources.filter((row) => row.contacts > 0).map((row) => row.source)).toEqual(["unknown"]);
  });

  it("credits a contact and a confirmed subscription to their page, language and the visitor's source; the digest tells it once", async () => {
    const dir = dataDir();
    const mail = await mailServer();
    const site = await server(dir, { SMTP_URL: mail.url });
    const [a, b, c] = [browser("A"), browser("B", "pt-BR"), browser("C")];

    // From a LinkedIn post: a contact message, a confirmed subscription, an unconfirmed one.
    expect(await load(site, "/contact?utm_source=linkedin&utm_medium=social", a)).toBe(200);
    const contact = await postForm(site.origin, "/contact", contactFields("Linda"), a);
    expect(formResult(contact.text).ok).toBe(true);
    expect(await load(site, "/pt?utm_source=linkedin&utm_medium=social", b)).toBe(200);
    const subscribed = await postForm(site.origin, "/pt?index", { email: "bruno@example.com" }, b);
    expect(formResult(subscribed.text).ok).toBe(true);
    await confirmSubscription(site, mail, "bruno@example.com");
    expect(await load(site, "/?utm_source=linkedin&utm_medium=social", c)).toBe(200);
    const pending = await postForm(site.origin, "/?index", { email: "carla@example.com" }, c);
    expect(formResult(pending.text).ok).toBe(true);
    // A link made to attack the firm's spreadsheet: its tag is not kept, the visit is direct.
    expect(await load(site, `/about?utm_source=${encodeURIComponent("=HYPERLINK(1)")}`, browser("D"))).toBe(
      200,
    );
    await site.stop();

    const figures = await figuresOf(dir);
    expect(figures.total).toEqual({ views: 4, visitors: 4, contacts: 1, bookings: 0, subscriptions: 1 });
    expect(figures.sources).toEqual([
      {
        source: "linkedin",
        medium: "social",
        campaign: null,
        visitors: 3,
        contacts: 1,
        bookings: 0,
        subscriptions: 1,
      },
      {
        source: "direct",
        medium: null,
        campaign: null,
        visitors: 1,
        contacts: 0,
        bookings: 0,
        subscriptions: 0,
      },
    ]);
    const csv = (await stats(dir, "--csv")).split("\r\n");
    // The leads command's older spelling prints the same.
    expect(await leads(dir, "--stats", "--csv")).toBe(csv.join("\r\n"));
    expect(csv[0]).toBe(
      "section,path,lang,source,medium,campaign,language,views,visitors,entries,contacts,bookings,subscriptions",
    );
    expect(csv).toContain("source,,,linkedin,social,,,,3,,1,0,1");
    expect(csv).toContain("source,,,direct,,,,,1,,0,0,0");
    expect(csv.some((line) => /hyperlink/i.test(line))).toBe(false);
    const page = (path: string) => figures.pages.find((one) => one.path === path);
    expect(page("/contact")).toMatchObject({
      lang: "en",
      views: 1,
      entries: 1,
      contacts: 1,
      subscriptions: 0,
    });
    expect(page("/pt")).toMatchObject({
      lang: "pt",
      views: 1,
      entries: 1,
      contacts: 0,
      bookings: 0,
      subscriptions: 1,
    });
    expect(page("/")).toMatchObject({ lang: "en", views: 1, contacts: 0, bookings: 0, subscriptions: 0 });

    // The next Monday: the digest of this week reaches the firm, with these figures, once.
    const nextMonday = Date.parse(`${addDays(weekOf(new Date()).since, 7)}T01:00:00.000Z`);
    const monday = await server(dir, {
      SMTP_URL: mail.url,
      ANALYTICS_CLOCK_OFFSET_MS: String(nextMonday - Date.now()),
    });
    const digests = () =>
      mail.received.filter(
        (one) => one.rcptTo.includes(testFirmInbox) && /^Website, week/.test(one.parsed.subject ?? ""),
      );
    const [digest] = await until("the weekly digest", () => digests().length > 0 && digests());
    // Contact messages and subscriptions apart (a subscriber is not a lead), the week by its number.
    const [year, week] = weekOf(new Date()).id.split("-W");
    expect(digest!.parsed.subject).toBe(
      `Website, week ${Number(week)} of ${year}: page views 4 · contact messages 1 · new subscribers 1`,
    );
    const text = digest!.parsed.text ?? "";
    // The week's range, what its ends share written once: "November 23–29, 2026 (UTC)",
    // "December 28, 2026–January 3, 2027 (UTC)".
    const { since, until: last } = weekOf(new Date());
    expect(text).toMatch(
      new RegExp(
        `^[A-Z][a-z]+ ${Number(since.slice(8))}(, \\d{4})?–[^\\n]*${Number(last.slice(8))}, ${last.slice(0, 4)} \\(UTC\\)$`,
        "m",
      ),
    );
    expect(text).toContain("Page views  ·  Last week: 4  ·  Week before: 0");
    expect(text).toContain(
      "linkedin / social  ·  Daily visitors (summed): 3  ·  Contact messages: 1  ·  Booked calls: 0  ·  Confirmed subscriptions: 1",
    );
    expect(text).toContain("/pt  ·  Contact messages: 0  ·  Booked calls: 0  ·  Confirmed subscriptions: 1");
    // One direct visitor, under the week's floor of 3: summed, not listed by name.
    expect(text).toContain(
      "Other sources (under 3 daily visitors, no message or subscription)  ·  Daily visitors (summed): 1",
    );
    // Started again in the same week, the server queues no second one.
    await monday.stop();
    const again = await server(dir, {
      SMTP_URL: mail.url,
      ANALYTICS_CLOCK_OFFSET_MS: String(nextMonday - Date.now()),
    });
    expect(await load(again, "/about", a)).toBe(200);
    await again.stop();
    const queued = await withDatabase(dir, (db) =>
      db.all<{ state: string }>("SELECT state FROM outbox WHERE kind = 'analytics.digest'"),
    );
    expect(queued).toEqual([{ state: "sent" }]);
    expect(digests()).toHaveLength(1);
  });
});

describe.skipIf(testEngine() !== "postgres")("two instances on one PostgreSQL", () => {
  it("add up to the requests sent, flush on SIGTERM, lose at most one interval to kill -9, send one digest", async () => {
    const dir = dataDir();
    // A long interval: only the SIGTERM flush can write these counts.
    const slow = { ANALYTICS_FLUSH_MS: "600000" };
    const pair = await Promise.all([server(dir, slow), server(dir, slow)]);
    const pages = ["/", "/about", "/pt/services", "/es/blog", "/fr/contact"];
    await pool(40, 8, (i) => load(pair[i % 2]!, pages[i % 5]!, browser(`B${Math.floor(i / 2) % 4}`)));
    await Promise.all(pair.map((one) => one.stop()));
    const both = await figuresOf(dir);
    // Each browser went to both instances: they agree on the salt, so four visitors, not eight.
    expect(both.total).toMatchObject({ views: 40, visitors: 4 });
    expect(both.pages.map((one) => one.views)).toEqual([8, 8, 8, 8, 8]);

    // kill -9 loses what came after the last flush, never more.
    const victim = await server(dir, { ANALYTICS_FLUSH_MS: "300" });
    for (let i = 0; i < 10; i++) await load(victim, "/about", browser("K"));
    await until("the interval's flush", async () => (await figuresOf(dir)).total.views === 50);
    for (let i = 0; i < 5; i++) await load(victim, "/about", browser("K"));
    await victim.kill();
    expect((await figuresOf(dir)).total.views).toBeGreaterThanOrEqual(50);
    expect((await figuresOf(dir)).total.views).toBeLessThanOrEqual(55);

    // Next Monday, two instances, one digest.
    const mail = await mailServer();
    const nextMonday = Date.parse(`${addDays(weekOf(new Date()).since, 7)}T01:00:00.000Z`);
    const monday = { SMTP_URL: mail.url, ANALYTICS_CLOCK_OFFSET_MS: String(nextMonday - Date.now()) };
    const weekPair = await Promise.all([server(dir, monday), server(dir, monday)]);
    await until("the digest", () =>
      mail.received.some((one) => /^Website, week/.test(one.parsed.subject ?? "")),
    );
    await Promise.all(weekPair.map((one) => one.stop()));
    const rows = await withDatabase(dir, (db) => db.all("SELECT week FROM analytics_digests"));
    expect(rows).toEqual([{ week: weekOf(new Date()).id }]);
    expect(mail.received.filter((one) => /^Website, week/.test(one.parsed.subject ?? ""))).toHaveLength(1);
  }, 60_000);
});
