import { expect, test } from "@playwright/test";
import en from "../../app/i18n/messages/en";
import fr from "../../app/i18n/messages/fr";
import pt from "../../app/i18n/messages/pt";
import { format } from "../../app/i18n/format";
import { formatDate } from "../../app/lib/dates";
import { publishedArticles } from "../support/content-on-disk";
import { pageScriptRunning } from "./support";

/**
 * The articles as the site reads them, newest first: the tests pick what they need from them (the
 * newest, one with a given property), so that an editor's new, rewritten or deleted article fails none.
 */
const published = publishedArticles();

/** What the blog shows of each article, in English, newest first. */
const articles = published.map((article) => ({
  id: article.id,
  categoryId: article.category,
  title: article.versions.en.title,
  category: en.blog.categories[article.category],
  date: formatDate(article.date, "en"),
  read: format(en.blog.minRead, { minutes: article.versions.en.readMinutes }),
}));
const inCategory = (id: string) => articles.filter((article) => article.categoryId === id);
const [newest, oldest] = [articles[0]!, articles.at(-1)!];

const chips = [
  "All Posts",
  "AI Trends",
  "Digital Strategy",
  "Automation",
  "Business Intelligence",
  "Cloud Technology",
  "Change Management",
];

test("the list: chips, the newest article featured, the others in a grid, links in the language", async ({
  page,
}) => {
  await page.goto("/blog");
  const filters = page.getByRole("navigation", { name: "Filter articles by category" });
  await expect(filters.getByRole("link")).toHaveText(chips);
  await expect(filters.getByRole("link", { name: "All Posts" })).toHaveAttribute("aria-current", "page");

  const articleHeadings = page.getByRole("main").getByRole("article").getByRole("heading");
  await expect(articleHeadings).toHaveText(articles.map((article) => article.title));
  await expect(page.getByRole("main").getByRole("article").first()).toContainText("Featured");
  await expect(page.getByRole("main").getByRole("listitem").getByRole("article")).toHaveCount(
    articles.length - 1,
  );

  await page.goto("/es/blog");
  const links = await page
    .getByRole("main")
    .getByRole("article")
    .getByRole("link")
    .evaluateAll((all) => all.map((link) => link.getAttribute("href")));
  expect(links).toEqual(articles.map((article) => `/es/blog/${article.id}`));
});

test("choosing a chip filters the list and puts the choice in the URL; All Posts clears it", async ({
  page,
}) => {
  await page.goto("/blog");
  await pageScriptRunning(page);
  const filters = page.getByRole("navigation", { name: "Filter articles by category" });
  // A category that has articles: the oldest article's (the newest is in the list unfiltered too).
  await filters.getByRole("link", { name: oldest.category }).click();
  await expect(page).toHaveURL(`/blog?category=${oldest.categoryId}`);
  await expect(filters.getByRole("link", { name: oldest.category })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("main").getByRole("article").getByRole("heading")).toHaveText(
    inCategory(oldest.categoryId).map((article) => article.title),
  );

  await filters.getByRole("link", { name: "All Posts" }).click();
  await expect(page).toHaveURL("/blog");
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(articles.length);
});

test("a shared filtered URL opens filtered, in any language, with and without JavaScript", async ({
  browser,
}) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    const response = await page.goto(`/pt/blog?category=${oldest.categoryId}`);
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole("link", { name: pt.blog.categories[oldest.categoryId], exact: true }),
    ).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(
      inCategory(oldest.categoryId).length,
    );
    // The first of the category is drawn large, not labelled as the blog's pick.
    await expect(page.getByRole("main").getByRole("article").first()).not.toContainText("Destaque");
    await context.close();
  }
});

test("on a phone the chosen filter opens in view, the row scrolled sideways, with and without JavaScript; the page at its top", async ({
  browser,
}) => {
  // The last two categories: at the end of a row that scrolls sideways on a phone.
  const chosen = [
    ["/fr/blog?category=change-management", fr.blog.categories["change-management"]],
    ["/pt/blog?category=cloud-technology", pt.blog.categories["cloud-technology"]],
  ] as const;
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    for (const [url, name] of chosen) {
      await page.goto(url);
      const chip = page.getByRole("link", { name, exact: true });
      await expect(chip).toHaveAttribute("aria-current", "page");
      const box = (await chip.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      // The row scrolled, not the page.
      expect(await page.evaluate(() => scrollY)).toBe(0);
    }
    await context.close();
  }
  // On a wider screen the filters wrap, and the page opens at its top, the chosen filter or not.
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  for (const url of ["/pt/blog", chosen[0][0]]) {
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => scrollY)).toBe(0);
  }
  await page.close();
});

for (const article of articles) {
  test(`article ${article.id}: its facts, body, closing card and keep-reading links`, async ({ page }) => {
    await page.goto(`/blog/${article.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
    const header = page.getByRole("main").locator("header");
    await expect(header.getByText(article.category, { exact: true })).toBeVisible();
    await expect(header.getByText(article.date)).toBeVisible();
    await expect(header.getByText(article.read)).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
    // The body's own sections: every h2 of the page but the closing card's and "Keep reading".
    const sections = page
      .getByRole("main")
      .getByRole("heading", { level: 2 })
      .filter({ hasNotText: /^(Keep reading|Ready to Transform Your Business\?)$/ });
    expect(await sections.count()).toBeGreaterThan(2);

    const closing = page.getByRole("complementary", { name: "Ready to Transform Your Business?" });
    await expect(closing).toContainText(
      "Our experts can help you implement the strategies discussed in this article. Let’s discuss how we can drive efficiency and innovation in your organization.",
    );
    await expect(closing.getByRole("link", { name: "Get in Touch" })).toHaveAttribute("href", "/contact");
    await expect(closing.getByRole("link", { name: "Explore Services" })).toHaveAttribute(
      "href",
      "/services",
    );

    // Three others, or as many as there are.
    const more = page.getByRole("region", { name: "Keep reading" }).getByRole("article");
    await expect(more).toHaveCount(Math.min(3, articles.length - 1));
    await expect(more.getByRole("heading", { name: article.title })).toHaveCount(0);
  });
}

test("an article's later sections are drawn as the reader nears them, whole, focus rings included", async ({
  browser,
}) => {
  // The longest French article: the most work a first paint could do.
  const longest = published.reduce((most, article) =>
    article.versions.fr.html.length > most.versions.fr.html.length ? article : most,
  );
  const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
  await page.goto(`/fr/blog/${longest.id}`);
  const parts = page.locator(".article-part");
  expect(await parts.count()).toBeGreaterThan(2);
  const drawn = (part: number) =>
    parts
      .nth(part)
      .evaluate((element) => element.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
  // The opening is drawn with the page; the last section only when the reader gets near it.
  expect(await drawn(0)).toBe(true);
  expect(await drawn(-1)).toBe(false);
  await parts.last().scrollIntoViewIfNeeded();
  await expect.poll(() => drawn(-1)).toBe(true);
  // Drawn, it is as tall as what it holds (its 8 px padding aside), not as tall as guessed.
  const [held, tall] = await parts
    .last()
    .evaluate((part) => [
      part.lastElementChild!.getBoundingClientRect().bottom -
        part.firstElementChild!.getBoundingClientRect().top,
      part.getBoundingClientRect().height - 16,
    ]);
  expect(Math.abs(held! - tall!)).toBeLessThan(1);
  // A part clips what it draws to its padding box: what can take the keyboard's focus in it (a
  // link, a table that scrolls sideways) has room for its ring (2 px wide, 2 px away) on every side.
  let focusables = 0;
  for (const article of published) {
    await page.goto(`/fr/blog/${article.id}`);
    const { checked, cramped } = await page.$$eval(".article-part", (elements) => {
      const inParts = elements.flatMap((part) =>
        [...part.querySelectorAll("a, table")].map((focusable) => ({ part, focusable })),
      );
      const cramped = inParts.filter(({ part, focusable }) => {
        const [box, ring] = [part.getBoundingClientRect(), focusable.getBoundingClientRect()];
        return !(
          ring.left - 4 >= box.left &&
          ring.right + 4 <= box.right &&
          ring.top - 4 >= box.top &&
          ring.bottom + 4 <= box.bottom
        );
      });
      return {
        checked: inParts.length,
        cramped: cramped.map(({ focusable }) => focusable.outerHTML.slice(0, 60)),
      };
    });
    expect(cramped, `/fr/blog/${article.id}`).toEqual([]);
    focusables += checked;
  }
  expect(focusables).toBeGreaterThan(0);
  await page.close();
});

test("on a translated page the chrome and the body are in the page's language", async ({ page }) => {
  // An article whose French body has sections, and whose read time differs from the English one's
  // where there is such an article: the page must show the French version's own.
  const withSections = published.filter((article) => article.versions.fr.html.includes("<h2"));
  const article =
    withSections.find((one) => one.versions.fr.readMinutes !== one.versions.en.readMinutes) ??
    withSections[0]!;
  const french = article.versions.fr;
  await page.goto(`/fr/blog/${article.id}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(french.title);
  // The date as French writes it ("28 décembre 2024", "1er mars 2025").
  await expect(page.locator("article > header").getByText(formatDate(article.date, "fr"))).toBeVisible();
  // The French version's own read time, from its own length.
  await expect(page.locator("article > header")).toContainText(
    format(fr.blog.minRead, { minutes: french.readMinutes }),
  );
  await expect(page.locator(".article-body[lang]")).toHaveCount(0);
  // The body is the French file's own: its first heading, as the browser reads the French HTML.
  const firstHeading = await page.evaluate((html) => {
    const body = document.createElement("template");
    body.innerHTML = html;
    return body.content.querySelector("h2")!.textContent;
  }, french.html);
  await expect(page.locator(".article-body h2").first()).toHaveText(firstHeading!);
  await expect(page.getByRole("link", { name: "Retour au blog" })).toHaveAttribute("href", "/fr/blog");
  const closing = page.getByRole("complementary", { name: "Vous souhaitez transformer votre entreprise ?" });
  await expect(closing.getByRole("link", { name: "Nous contacter" })).toHaveAttribute("href", "/fr/contact");
});

// UTC+14 and UTC-11: a date read in local time would show January 14 or 16 in one of them.
for (const timezoneId of ["Pacific/Kiritimati", "Pacific/Pago_Pago"]) {
  test.describe(`dates in ${timezoneId}`, () => {
    test.use({ timezoneId });
    test("are the article's own day", async ({ page }) => {
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
      await page.goto(`/blog/${newest.id}`);
      await pageScriptRunning(page);
      await expect(page.getByRole("main").locator("header").getByText(newest.date)).toBeVisible();
      await page.goto("/blog");
      await pageScriptRunning(page);
      await expect(page.getByText(newest.date).first()).toBeVisible();
    });
  });
}

test("Share copies the link where there is no share sheet, and says so", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => {
    // Chromium on Linux has no share sheet; make sure of it.
    Object.defineProperty(navigator, "share", { value: undefined });
  });
  await page.goto(`/blog/${oldest.id}`);
  await pageScriptRunning(page);
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByText("Link copied to the clipboard.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/blog/${oldest.id}$`),
  );
});

test("Share uses the system share sheet when the browser has one", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", {
      value: (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
        return Promise.resolve();
      },
    });
  });
  await page.goto(`/blog/${newest.id}`);
  await pageScriptRunning(page);
  await page.getByRole("button", { name: "Share" }).click();
  const shared = await page.evaluate(() => (window as unknown as { shared: ShareData }).shared);
  expect(shared.url).toMatch(new RegExp(`/blog/${newest.id}$`));
  expect(shared.title).toBe(newest.title);
});

test("Save keeps the article in the reading list across reloads, and can be undone", async ({ page }) => {
  await page.goto(`/blog/${oldest.id}`);
  await pageScriptRunning(page);
  const save = page.getByRole("button", { name: "Save", exact: true });
  await expect(save).toHaveAttribute("aria-pressed", "false");
  await save.click();
  await expect(page.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Saved to your reading list on the blog page.")).toBeVisible();

  await page.reload();
  await pageScriptRunning(page);
  await expect(page.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => localStorage.getItem("reading-list"))).toBe(JSON.stringify([oldest.id]));

  await page.getByRole("button", { name: "Saved" }).click();
  await expect(page.getByRole("button", { name: "Save", exact: true })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  await expect(page.getByText("Removed from your reading list.")).toBeVisible();
  await page.reload();
  await pageScriptRunning(page);
  await expect(page.getByRole("button", { name: "Save", exact: true })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
});

test("the RSS feed lists every article and is linked from the blog pages", async ({ page, request }) => {
  const feed = await request.get("/blog/rss.xml");
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await feed.text();
  expect(xml.match(/<item>/g)).toHaveLength(articles.length);
  for (const article of articles)
    expect(xml).toContain(`<title>${article.title.replace(/'/g, "&#39;")}</title>`);
  await page.goto("/blog");
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    "/blog/rss.xml",
  );
});

test("each language has its own feed, of that language's versions, linked from its blog pages", async ({
  page,
  request,
}) => {
  for (const lang of ["pt", "es", "fr"] as const) {
    const feed = await request.get(`/${lang}/blog/rss.xml`);
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await feed.text();
    expect(xml).toContain(`<language>${{ pt: "pt-br", es: "es-419", fr: "fr-fr" }[lang]}</language>`);
    expect(xml.match(/<item>/g)).toHaveLength(articles.length);
    // Each article's title and link in this language.
    for (const article of published) {
      const title = article.versions[lang].title;
      expect(xml).toContain(`<title>${title.replace(/'/g, "&#39;").replace(/"/g, "&#34;")}</title>`);
      expect(xml).toContain(`<link>http://localhost:3000/${lang}/blog/${article.id}</link>`);
    }
    await page.goto(`/${lang}/blog/${newest.id}`);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      `/${lang}/blog/rss.xml`,
    );
  }
});
