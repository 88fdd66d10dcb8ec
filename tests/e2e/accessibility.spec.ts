import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { pageScriptRunning, languages, pagesUnderTest } from "./support";

/** WCAG 2.2 AA, and the rules axe still calls experimental (label-content-name-mismatch: WCAG 2.5.3). */
const wcag22aa = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "experimental"];

for (const lang of languages) {
  test(`the ${lang} pages have zero axe violations (WCAG 2.2 AA)`, async ({ page }) => {
    test.setTimeout(180_000);
    for (const { url } of pagesUnderTest.filter((entry) => entry.lang === lang)) {
      await page.goto(url);
      await pageScriptRunning(page);
      const results = await new AxeBuilder({ page }).withTags(wcag22aa).analyze();
      const violations = results.violations.map((violation) => ({
        url,
        rule: violation.id,
        nodes: violation.nodes.map((node) => node.target.join(" ")).slice(0, 3),
      }));
      expect(violations).toEqual([]);
    }
  });
}

test("the open menus and the 404 page have zero axe violations", async ({ page }) => {
  await page.goto("/pt/nope");
  await pageScriptRunning(page);
  expect((await new AxeBuilder({ page }).withTags(wcag22aa).analyze()).violations).toEqual([]);
  await page.getByRole("button", { name: /^Idioma/ }).click();
  expect((await new AxeBuilder({ page }).withTags(wcag22aa).analyze()).violations).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(
    page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Sobre nós" }),
  ).toBeVisible();
  expect((await new AxeBuilder({ page }).withTags(wcag22aa).analyze()).violations).toEqual([]);
});

test("a skip link leads past the header to the page's content", async ({ page }) => {
  await page.goto("/about");
  await pageScriptRunning(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});
