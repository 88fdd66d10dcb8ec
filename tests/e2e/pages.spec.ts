import { expect, test, type APIRequestContext } from "@playwright/test";
import { htmlLang } from "../../app/i18n/locales";
import { allPages, expectExpanded, pageScriptRunning, pagesUnderTest, watchConsole } from "./support";

const pageKinds = ["WebPage", "AboutPage", "ContactPage", "CollectionPage"];

interface PageData {
  "@context": string;
  "@type": string;
  url: string;
  name: string;
  inLanguage: string;
  breadcrumb: { "@type": string; itemListElement: { position: number; name: string; item: string }[] };
}

/** The page's JSON-LD: valid JSON, one page node of a known kind, in the page's language, with breadcrumbs to itself. */
function expectPageData(html: string, lang: string, url: string) {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as { "@context": string; "@type": string },
  );
  const pages = blocks.filter((block) => pageKinds.includes(block["@type"])) as PageData[];
  expect(pages, url).toHaveLength(1);
  const page = pages[0]!;
  const canonical = `http://localhost:3000${url}`;
  expect(page).toMatchObject({ "@context": "https://schema.org", url: canonical, inLanguage: lang });
  expect(page.name.length).toBeGreaterThan(2);
  const steps = page.breadcrumb.itemListElement;
  expect(page.breadcrumb["@type"]).toBe("BreadcrumbList");
  expect(steps.map((step) => step.position)).toEqual(steps.map((_, index) => index + 1));
  expect(steps.at(-1)!.item.replace(/\/$/, "")).toBe(canonical.replace(/\/$/, ""));
  for (const step of steps) expect(step.name.trim().length, url).toBeGreaterThan(1);
}

/** The page's share image is its own (named after the page), opens, and is a 1200x630 PNG with alt text. */
async function expectOwnSocialCard(request: APIRequestContext, html: string, url: string) {
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? "";
  const path = new URL(image).pathname;
  const prefixed = /^\/(pt|es|fr)(?=\/|$)(.*)$/.exec(url);
  const [lang, rest] = prefixed ? [prefixed[1], prefixed[2]!] : ["en", url];
  expect(path).toBe(`/images/og/${lang}${rest === "" || rest === "/" ? "/home" : rest}.png`);
  expect(html).toMatch(/<meta name="twitter:image:alt" content="[^"]{3,}"/);
  expect(html).toMatch(/<meta property="og:image:alt" content="[^"]{3,}"/);
  const answer = await request.get(path);
  expect(answer.status(), path).toBe(200);
  expect(answer.headers()["content-type"]).toBe("image/png");
  const png = await answer.body();
  expect(png.subarray(1, 4).toString()).toBe("PNG");
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
}

test.describe("every page in every language", () => {
  for (const { lang, url } of pagesUnderTest) {
    test(`${url} is served prerendered in ${lang}, works, with no console error`, async ({
      page,
      request,
    }) => {
      // The HTML on the wire already holds the page: its language and its one heading.
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${htmlLang[lang]}"`);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expectPageData(html, lang, url);
      await expectOwnSocialCard(request, html, url);

      const errors = watchConsole(page);
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) =>
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      await page.goto(url);
      await pageScriptRunning(page);
      // The page script, inline, is all a page runs: no script is requested but the modules of the
      // islands the page names (`/book`'s slot picker), fetched once it has painted.
      const islands = html.includes("data-island-src=");
      expect(
        scripts.filter((script) => !(islands && new URL(script).pathname.startsWith("/islands/"))),
      ).toEqual([]);
      await expect(page.locator("html")).toHaveAttribute("lang", htmlLang[lang]);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

      // Under the page's Content-Security-Policy, the language switcher answers.
      const switcher = page.getByRole("banner").getByRole("button", { name: `, ${lang.toUpperCase()}` });
      await switcher.click();
      await expectExpanded(switcher, true);
      await page.keyboard.press("Escape");
      await expectExpanded(switcher, false);
      expect(errors).toEqual([]);
    });
  }
});

test("the production server's headers: caching, compression, no trailing-slash redirect", async ({
  request,
}) => {
  const page = await request.get("/about", { maxRedirects: 0, headers: { "Accept-Encoding": "gzip, br" } });
  expect(page.status()).toBe(200);
  expect(page.headers()["cache-control"]).toBe("no-cache");
  expect(page.headers()["content-encoding"]).toMatch(/gzip|br/);
  expect(page.headers()["x-powered-by"]).toBeUndefined();

  const slash = await request.get("/about/", { maxRedirects: 0 });
  expect(slash.status()).toBe(301);
  expect(slash.headers()["location"]).toBe("/about");

  // A hashed asset: the web font, named in the inline stylesheet.
  const html = await (await request.get("/contact")).text();
  const asset = /\/assets\/[\w.-]+\.woff2/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const font = await request.get(asset!);
  expect(font.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  const health = await request.get("/healthz");
  // No mail or webhook in the e2e server: the lead delivery backlog stays empty. The test asks from
  // the machine itself, so it gets the figures (a visitor gets up or down only: tests/server/healthz).
  expect(await health.json()).toEqual({
    status: "ok",
    database: "sqlite",
    outbox: { pending: 0, failed: 0, oldestPendingSeconds: 0 },
    visitorMail: { queued: 0, perHour: 100, perNetwork: 10, held: 0 },
    calendars: { unreadable: [] },
  });
});

test("every page is readable from 320 px wide: nothing scrolls sideways", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  const page = await context.newPage();
  for (const { url } of allPages) {
    await page.goto(url);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${url} scrolls sideways at 320 px`).toBeLessThanOrEqual(0);
  }
  await context.close();
});
