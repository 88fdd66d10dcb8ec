import { expect, test, type Page } from "@playwright/test";
import { servicesCopy } from "../../app/content/services/copy";
import { pageOnDisk } from "../support/content-on-disk";
import { htmlLang } from "../../app/i18n/locales";
import { expectExpanded, pageScriptRunning } from "./support";

/** The pages editors change, as the repository holds them (read outside Vite). */
const servicesContent = pageOnDisk(servicesCopy);

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/** The main navigation, opened first on a phone. */
async function openNav(page: Page) {
  const nav = page.getByRole("navigation", { name: /main|principal/i });
  if (isPhone(page)) {
    const toggle = nav.getByRole("button");
    await toggle.click();
    await expectExpanded(toggle, true);
  }
  return nav;
}

// Which links the header has and which one is current: `site-header.test.tsx`. Here, what needs a
// browser: the logo's link as rendered, and the menu opened on a phone.
test("the logo leads home in the page's language", async ({ page }) => {
  await page.goto("/fr/services");
  await pageScriptRunning(page);
  await expect(page.getByRole("link", { name: "Innova Consulting, page d’accueil" })).toHaveAttribute(
    "href",
    "/fr",
  );
});

test("home is the current page at / and at /{lang}", async ({ page }) => {
  for (const [url, name] of [
    ["/", "Home"],
    ["/es", "Inicio"],
  ] as const) {
    await page.goto(url);
    await pageScriptRunning(page);
    const nav = await openNav(page);
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
  }
});

test("the header's consultation button goes to the booking page in the current language", async ({
  page,
}) => {
  await page.goto("/pt/about");
  await pageScriptRunning(page);
  if (isPhone(page)) await openNav(page);
  await page.getByRole("banner").getByRole("link", { name: "Agendar uma consulta" }).click();
  await expect(page).toHaveURL("/pt/book");
});

test("the footer: quick links and service pages in the language, social links, copyright", async ({
  page,
}) => {
  await page.goto("/es");
  const footer = page.getByRole("contentinfo");
  const quick = await footer
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(quick).toEqual(
    expect.arrayContaining(["/es/about", "/es/services", "/es/case-studies", "/es/contact"]),
  );
  for (const service of servicesContent.es.offerings.items) {
    await expect(footer.getByRole("link", { name: service.title, exact: true })).toHaveAttribute(
      "href",
      `/es/services/${service.slug}`,
    );
  }
  await expect(footer.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute("href", /linkedin\.com/);
  await expect(footer.getByRole("link", { name: /\bX\b/ })).toHaveAttribute("href", /x\.com/);
  await expect(footer.getByRole("link", { name: /correo|Innova Consulting/ }).first()).toBeVisible();
  await expect(footer.getByText(new RegExp(`© ${new Date().getFullYear()} Innova Consulting`))).toBeVisible();
});

test.describe("mobile menu", () => {
  test.skip(
    ({ viewport }) => (viewport?.width ?? 1280) >= 1024,
    "the menu button exists below the lg breakpoint",
  );

  test("opens and closes with its button, Escape and navigation", async ({ page }) => {
    await page.goto("/");
    await pageScriptRunning(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = nav.getByRole("button", { name: "Menu" });
    await expectExpanded(toggle, false);
    await expect(nav.getByRole("link", { name: "About", exact: true })).toBeHidden();

    await toggle.click();
    await expectExpanded(toggle, true);
    await expect(nav.getByRole("link", { name: "About", exact: true })).toBeVisible();
    await toggle.click();
    await expect(nav.getByRole("link", { name: "About", exact: true })).toBeHidden();
    await expectExpanded(toggle, false);

    await toggle.click();
    await nav.getByRole("link", { name: "About", exact: true }).focus();
    await page.keyboard.press("Escape");
    await expect(toggle).toBeFocused();
    await expect(nav.getByRole("link", { name: "About", exact: true })).toBeHidden();

    await toggle.click();
    await page.mouse.click(200, 700);
    await expect(nav.getByRole("link", { name: "About", exact: true })).toBeHidden();

    await toggle.click();
    await nav.getByRole("link", { name: "Case studies", exact: true }).click();
    await expect(page).toHaveURL("/case-studies");
    await expectExpanded(page.getByRole("button", { name: "Menu" }), false);
  });
});

test.describe("language switcher", () => {
  test("lists the four languages as links to this page, each name in its own language", async ({ page }) => {
    await page.goto("/services/ai-solutions");
    await pageScriptRunning(page);
    const button = page.getByRole("button", { name: "Language: English" });
    await expect(button).toHaveText(/EN/);
    await expectExpanded(button, false);
    await button.click();
    await expectExpanded(button, true);
    const menu = page.getByRole("list", { name: "Choose a language" });
    await expect(menu.getByRole("link")).toHaveCount(4);
    for (const [code, name, href] of [
      ["en", "English", "/services/ai-solutions"],
      ["pt", "Português", "/pt/services/ai-solutions"],
      ["es", "Español", "/es/services/ai-solutions"],
      ["fr", "Français", "/fr/services/ai-solutions"],
    ] as const) {
      const link = menu.getByRole("link", { name: new RegExp(name) });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toContainText(code.toUpperCase());
      await expect(link.locator(`[lang="${htmlLang[code]}"]`)).toHaveText(name);
    }
  });

  test("choosing a language saves it and opens the same page, keeping query and hash", async ({ page }) => {
    await page.goto("/blog?category=automation#top");
    await pageScriptRunning(page);
    const button = page.getByRole("button", { name: /^Language/ });
    await button.click();
    await page.getByRole("link", { name: /Français/ }).click();
    await expect(page).toHaveURL("/fr/blog?category=automation#top");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    expect(await page.evaluate(() => localStorage.getItem("preferred-language"))).toBe("fr");
    const frButton = page.getByRole("button", { name: "Langue : Français" });
    await expectExpanded(frButton, false);

    await frButton.click();
    await page.getByRole("link", { name: /English/ }).click();
    await expect(page).toHaveURL("/blog?category=automation#top");
    expect(await page.evaluate(() => localStorage.getItem("preferred-language"))).toBe("en");
  });

  test("closes with Escape (focus back on the button) and with a click outside", async ({ page }) => {
    await page.goto("/about");
    await pageScriptRunning(page);
    const button = page.getByRole("button", { name: /^Language/ });
    await button.click();
    await expect(page.getByRole("list", { name: "Choose a language" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("list", { name: "Choose a language" })).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await page.mouse.click(10, 400);
    await expect(page.getByRole("list", { name: "Choose a language" })).toBeHidden();
    await expectExpanded(button, false);
    await expect(page).toHaveURL("/about");
  });

  test("works from the keyboard alone", async ({ page }) => {
    await page.goto("/contact");
    await pageScriptRunning(page);
    await page.getByRole("button", { name: /^Language/ }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: /Português/ })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/pt/contact");
  });
});

test.describe("saved language preference", () => {
  test("sends an unprefixed visit to the saved language before any English is painted", async ({ page }) => {
    // Record, in every document of this tab, whether it was visible when its content was parsed.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const seen = JSON.parse(sessionStorage.getItem("seen") ?? "[]") as string[];
        const visible = getComputedStyle(document.documentElement).display !== "none";
        seen.push(`${document.documentElement.lang}:${visible ? "visible" : "hidden"}`);
        sessionStorage.setItem("seen", JSON.stringify(seen));
      });
    });
    await page.goto("/pt/about");
    await page.evaluate(() => {
      localStorage.setItem("preferred-language", "es");
      sessionStorage.removeItem("seen");
    });

    await page.goto("/services?ref=mail#process");
    await expect(page).toHaveURL("/es/services?ref=mail#process");
    await expect(page.locator("html")).toHaveAttribute("lang", "es-419");
    const seen = await page.evaluate(() => JSON.parse(sessionStorage.getItem("seen") ?? "[]") as string[]);
    expect(seen.filter((entry) => entry.startsWith("en:"))).toEqual(
      seen.includes("en:hidden") ? ["en:hidden"] : [],
    );
    expect(seen.at(-1)).toBe("es-419:visible");
  });

  test("English, an invalid value or none leaves the visitor on the page asked for", async ({ page }) => {
    for (const saved of ["en", "de", null]) {
      await page.goto("/about");
      await page.evaluate((value) => {
        if (value === null) localStorage.removeItem("preferred-language");
        else localStorage.setItem("preferred-language", value);
      }, saved);
      await page.goto("/case-studies");
      await expect(page).toHaveURL("/case-studies");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  });

  test("a prefixed path wins over the saved preference", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("preferred-language", "fr"));
    await page.goto("/pt/blog");
    await expect(page).toHaveURL("/pt/blog");
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  });
});
