import { expect, test, type Page } from "@playwright/test";
import { publishedArticles } from "../support/content-on-disk";
import { startReverseProxy } from "../support/reverse-proxy";
import { pageScriptRunning, layoutShifts, watchConsole } from "./support";

/** An article's page, of the newest article as the site reads it. */
const articlePath = `/blog/${publishedArticles()[0]!.id}`;

/**
 * The first paint needs the HTML and nothing else (`app/browser/web-font.ts`): the stylesheet is
 * inline, and the web font is requested only once the page has loaded.
 */
const navy900 = "rgb(14, 31, 61)";
const navy50 = "rgb(242, 245, 250)";
const white = "rgb(255, 255, 255)";
/**
 * Pages of each kind, with their hero's colours: white on navy for the pages that lead with proof,
 * navy on pale grey for the pages a buyer reads (a service, an article, contact).
 */
const pages = [
  { url: "/", background: navy900, color: white },
  { url: "/pt/case-studies", background: navy900, color: white },
  { url: "/pt/services/ai-solutions", background: navy50, color: navy900 },
  { url: `/es${articlePath}`, background: navy50, color: navy900 },
  { url: "/fr/contact", background: navy50, color: navy900 },
];

/** The hero as a reader sees it: laid out, in the site's colours and type. */
async function heroStyle(page: Page) {
  return page.locator("h1").evaluate((h1) => {
    // The hero: the nearest block behind the title that paints a background.
    let hero: Element = h1;
    while (hero.parentElement && getComputedStyle(hero).backgroundColor === "rgba(0, 0, 0, 0)")
      hero = hero.parentElement;
    const box = h1.getBoundingClientRect();
    return {
      heroBackground: getComputedStyle(hero).backgroundColor,
      color: getComputedStyle(h1).color,
      weight: getComputedStyle(h1).fontWeight,
      font: getComputedStyle(h1).fontFamily,
      top: box.top,
      height: box.height,
      headerHeight: document.querySelector("header")!.getBoundingClientRect().height,
      stylesheets: document.styleSheets.length,
    };
  });
}

for (const { url, background, color } of pages) {
  test(`${url} is laid out and styled by its HTML alone`, async ({ page }) => {
    const other: string[] = [];
    await page.route("**/*", (route) => {
      if (route.request().resourceType() === "document") return route.continue();
      other.push(route.request().url());
      return route.abort();
    });
    await page.goto(url);
    const style = await heroStyle(page);
    expect(style.stylesheets).toBe(1);
    expect(style.heroBackground).toBe(background);
    expect(style.color).toBe(color);
    expect(style.weight).toBe("600");
    expect(style.font).toMatch(/^"Inter Fallback"/);
    expect(style.headerHeight).toBeGreaterThan(40);
    expect(style.top).toBeGreaterThan(style.headerHeight);
    expect(style.height).toBeGreaterThan(30);
    // No stylesheet exists to be asked for; the scripts (refused here) come after the paint.
    expect(other.filter((request) => /\.css$/.test(request))).toEqual([]);
  });
}

/**
 * On a slow network the HTML arrives in pieces, and a browser draws what it has parsed so far. Nothing
 * drawn may move as the rest arrives: the first paint waits for the whole header (`root.tsx`), and the
 * content below it grows only downwards (an article's buttons sit under its byline, from the left).
 */
test.describe("a page whose HTML arrives slowly", () => {
  let proxy: Awaited<ReturnType<typeof startReverseProxy>>;
  test.beforeAll(async ({ baseURL }) => {
    proxy = await startReverseProxy(baseURL!, { htmlSlices: { bytes: 1024, pauseMs: 25 } });
  });
  test.afterAll(() => proxy.close());

  for (const url of [
    "/",
    "/about",
    "/services",
    "/pt/services/ai-solutions",
    "/es/case-studies",
    `/fr${articlePath}`,
    "/fr/book",
  ])
    test(`${url} is drawn without a shift, on a phone and on a desktop`, async ({ browser }) => {
      for (const width of [375, 1280]) {
        // A new context each time: nothing comes from the cache.
        const context = await browser.newContext({ viewport: { width, height: 800 } });
        const page = await context.newPage();
        await page.goto(proxy.origin + url);
        const arrival = await page.evaluate(() => {
          const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
          return navigation.responseEnd - navigation.responseStart;
        });
        // The proxy did spread the page over time (about 90 slices).
        expect(arrival).toBeGreaterThan(1000);
        expect(await layoutShifts(page), `${url} at ${width} px`).toEqual([]);
        await context.close();
      }
    });

  // A shift counts only where it is seen: a window tall enough to hold the first story whole, its
  // headline figure, its other results and the home's impact figures, all written label first.
  for (const url of ["/es/case-studies", "/fr"])
    test(`${url}: figures below the first screen are drawn without a shift too`, async ({ browser }) => {
      for (const width of [375, 1280]) {
        const context = await browser.newContext({ viewport: { width, height: 4000 } });
        const page = await context.newPage();
        await page.goto(proxy.origin + url);
        expect(await layoutShifts(page), `${url} at ${width} px`).toEqual([]);
        await context.close();
      }
    });
});

/**
 * Before its first paint a page asks for nothing but its HTML, its own images and, on a page that
 * ships React's scripts, those scripts (preloaded from the head, so that it is interactive soon).
 * The web font waits for the page's `load`: it never shares the connection with the first screen.
 */
for (const url of ["/services", `/pt${articlePath}`, "/blog", "/fr/contact"]) {
  test(`${url}: only its HTML and images come before the first paint; the font after load`, async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.goto(url);
    await pageScriptRunning(page);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("web-font-cached"))).toBe("1");
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      return {
        firstPaint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
        load: navigation.loadEventStart,
        requests: performance
          .getEntriesByType("resource")
          .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })),
      };
    });
    expect(timing.requests.filter((request) => request.url.endsWith(".js"))).toEqual([]);
    const font = timing.requests.find((request) => request.url.endsWith(".woff2"))!;
    expect(font.start).toBeGreaterThanOrEqual(timing.load);
    // A fast machine may load a page before it first paints it: the font came after `load` anyway.
    for (const request of timing.requests.filter(
      (entry) => entry !== font && entry.start < timing.firstPaint,
    ))
      expect(request.url, JSON.stringify(timing)).toMatch(
        /^\/(images\/.+\.(svg|avif|webp|jpg|png)|favicon\.svg)$/,
      );
    expect(errors).toEqual([]);
  });
}

test("the first page stays in the fallback; the next one is drawn in Inter", async ({ page }) => {
  await page.goto("/");
  await pageScriptRunning(page);
  await expect(page.locator("html")).not.toHaveClass(/web-font/);
  // Inter was downloaded meanwhile, for the pages that follow.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("web-font-cached"))).toBe("1");

  // A link the app follows: the new page is in Inter.
  await page
    .locator("footer")
    .getByRole("link")
    .filter({ hasText: /^About|^Contact/ })
    .first()
    .click();
  await expect(page.locator("html")).toHaveClass(/web-font/);
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).fontFamily))
    .toMatch(/^"Inter Variable"/);

  // A page loaded afresh in the same tab: Inter from the first paint, taken from the browser's cache.
  await page.goto("/pt/blog");
  const atFirstPaint = await page.evaluate(() => document.documentElement.classList.contains("web-font"));
  expect(atFirstPaint).toBe(true);
  await expect.poll(() => page.evaluate(() => document.fonts.check('700 1em "Inter Variable"'))).toBe(true);
});

test("a repeat visit revalidates the HTML and downloads nothing else", async ({ page }) => {
  await page.goto("/fr/contact");
  await pageScriptRunning(page);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("web-font-cached"))).toBe("1");
  await page.goto("/fr/contact");
  await pageScriptRunning(page);
  const transfers = await page.evaluate(() => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    return {
      html: { transferred: navigation.transferSize, body: navigation.encodedBodySize },
      others: performance.getEntriesByType("resource").map((entry) => ({
        url: entry.name,
        transferred: (entry as PerformanceResourceTiming).transferSize,
      })),
    };
  });
  // The page answered "not modified": headers only, its body came from the cache.
  expect(transfers.html.body).toBeGreaterThan(5000);
  expect(transfers.html.transferred).toBeLessThan(1500);
  // What else the page uses (the web font, the images) came from the cache.
  expect(transfers.others.filter(({ url }) => url.endsWith(".woff2"))).toHaveLength(1);
  for (const { url, transferred } of transfers.others) expect(transferred, url).toBe(0);
});
