import { expect, test } from "@playwright/test";
import { allPages, hydrated, watchConsole } from "./support";

test.describe("every page in every language", () => {
  for (const { lang, url } of allPages) {
    test(`${url} is served prerendered in ${lang}, hydrates, with no console error`, async ({
      page,
      request,
    }) => {
      // The HTML on the wire already holds the page: its language and its one heading.
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);

      const errors = watchConsole(page);
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) =>
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      await page.goto(url);
      await hydrated(page);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

      // Hydrated under the page's Content-Security-Policy: the language switcher answers.
      const switcher = page.getByRole("banner").getByRole("button", { name: `(${lang.toUpperCase()})` });
      await switcher.click();
      await expect(switcher).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Escape");
      await expect(switcher).toHaveAttribute("aria-expanded", "false");
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

  const html = await page.text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const script = await request.get(asset!);
  expect(script.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  const health = await request.get("/healthz");
  // No mail or webhook in the e2e server: the lead delivery backlog stays empty.
  expect(await health.json()).toEqual({
    status: "ok",
    outbox: { pending: 0, failed: 0, oldestPendingSeconds: 0 },
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
