import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { pageScriptRunning, layoutShifts } from "./support";

/**
 * A visitor whose browser prefers Spanish lands on an English page: a suggestion in Spanish offers
 * the same page in Spanish. Never a redirect, nothing on the page moves, closing it is remembered,
 * and nothing is offered on a page already in the visitor's language or to an English browser.
 */

test.describe("a browser that prefers Spanish", () => {
  test.use({ locale: "es-MX", bypassCSP: true });

  test("is offered the same page in Spanish, in Spanish, without a redirect or a shift", async ({ page }) => {
    const response = await page.goto("/about?source=share");
    expect(response?.url()).toMatch(/\/about\?source=share$/);
    await pageScriptRunning(page);
    const suggestion = page.getByRole("complementary", { name: "Sugerencia de idioma" });
    await expect(suggestion).toBeVisible();
    await expect(suggestion).toHaveAttribute("lang", "es-419");
    await expect(suggestion).toContainText("Esta página también está disponible en español.");
    await expect(suggestion.getByRole("link", { name: "Leer en español" })).toHaveAttribute(
      "href",
      "/es/about?source=share",
    );
    await expect(page).toHaveURL(/\/about\?source=share$/);
    expect(await layoutShifts(page)).toEqual([]);
    expect(
      (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze())
        .violations,
    ).toEqual([]);
  });

  test("remembers that it was closed", async ({ page }) => {
    await page.goto("/services");
    await pageScriptRunning(page);
    const suggestion = page.getByRole("complementary", { name: "Sugerencia de idioma" });
    await suggestion.getByRole("button", { name: "Cerrar" }).click();
    await expect(suggestion).toHaveCount(0);
    await page.reload();
    await pageScriptRunning(page);
    await expect(page.getByRole("complementary", { name: "Sugerencia de idioma" })).toHaveCount(0);
  });

  test("follows the link to the Spanish page, which offers nothing more, and keeps the choice", async ({
    page,
  }) => {
    await page.goto("/contact");
    await pageScriptRunning(page);
    await page.getByRole("link", { name: "Leer en español" }).click();
    await expect(page).toHaveURL(/\/es\/contact$/);
    await pageScriptRunning(page);
    await expect(page.getByRole("complementary", { name: "Sugerencia de idioma" })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("preferred-language"))).toBe("es");
  });
});

test.describe("a browser that prefers English", () => {
  test.use({ locale: "en-US" });

  test("is offered nothing", async ({ page }) => {
    await page.goto("/about");
    await pageScriptRunning(page);
    await expect(page.getByRole("complementary", { name: /language|idioma|langue/i })).toHaveCount(0);
  });
});
