import { setTimeout as sleep } from "node:timers/promises";
import { expect, test, type Page } from "@playwright/test";
import { publishedArticles } from "../support/content-on-disk";
import { contactsWithMessage, unique } from "./leads-db";
import { expectExpanded, pageScriptRunning } from "./support";

/**
 * A slow phone: the page is drawn long before anything but its HTML could arrive, and a visitor uses
 * it meanwhile. No page ships a script but its inline page script; any other script would be held
 * back here, so these tests fail the day a page starts to depend on one (a menu opened, a language
 * chosen, text typed, a box ticked, a form sent).
 */
async function holdScripts(page: Page, ms: number) {
  await page.route("**/*.js", async (route) => {
    await sleep(ms);
    await route.continue().catch(() => {}); // The page may have moved on meanwhile.
  });
}

/** The page as first painted: its page script runs, and it has asked for no other script. */
async function firstPaint(page: Page) {
  await pageScriptRunning(page);
  await expect(page.locator("script[src], script[type=module], link[rel=modulepreload]")).toHaveCount(0);
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

test("a menu opened at first paint stays open, in its true state, and its links work", async ({ page }) => {
  await holdScripts(page, 3000);
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  await firstPaint(page);
  // On a phone the main menu, on a desktop the language menu (the main menu is a row there).
  const button = isPhone(page)
    ? page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Menu" })
    : page.getByRole("button", { name: /^Language/ });
  const link = isPhone(page)
    ? page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Case studies" })
    : page.getByRole("link", { name: /Español/ });
  await expectExpanded(button, false);
  await button.click();
  await expectExpanded(button, true);
  await expect(link).toBeVisible();

  await page.waitForLoadState("load");
  await expectExpanded(button, true);
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(isPhone(page) ? "/case-studies" : "/es/contact");
});

test("a language chosen from the keyboard at first paint is remembered", async ({ page }) => {
  await holdScripts(page, 10_000);
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  await firstPaint(page);
  const button = page.getByRole("button", { name: /^Language/ });
  await button.focus();
  await page.keyboard.press("Enter");
  await expectExpanded(button, true);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: /Português/ })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/pt/contact");
  expect(await page.evaluate(() => localStorage.getItem("preferred-language"))).toBe("pt");

  // The next visit to an unprefixed page goes to the language chosen.
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  await expect(page).toHaveURL("/pt/about");
});

test("text typed and a box ticked at first paint stay, and are sent", async ({ page }) => {
  await holdScripts(page, 3000);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await firstPaint(page);
  const form = page.getByRole("region", { name: "Insights for decision makers" });
  const email = unique("early") + "@example.com";
  // The names and topics' disclosure opens with no script: a <details>.
  await form.getByText("Add your name and topics (optional)").click();
  await form.getByLabel("First name").fill("Ana");
  await form.getByLabel(/Email address/).fill(email);
  await form.getByRole("checkbox", { name: "Business strategy" }).check();

  await page.waitForLoadState("load");
  await expect(form.getByLabel("First name")).toHaveValue("Ana");
  await expect(form.getByLabel(/Email address/)).toHaveValue(email);
  await expect(form.getByRole("checkbox", { name: "Business strategy" })).toBeChecked();
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("status")).toContainText("Successfully subscribed!");
});

test("a message sent twice at first paint shows that it is sending and is stored once", async ({ page }) => {
  await holdScripts(page, 30_000);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
  });
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  await firstPaint(page);
  const form = page.getByRole("region", { name: "Send us a message" });
  const marker = unique("first-paint");
  await form.getByLabel("Full name").fill("Camille Martin");
  await form.getByLabel("Email address").fill("camille@example.com");
  await form.getByLabel("Message").fill(marker);
  // Sent twice before the page can go anywhere, as an impatient double press does: the first shows
  // the sending state, the second is refused.
  const label = await form.locator("form").evaluate((element: HTMLFormElement) => {
    element.requestSubmit();
    const shown = element.querySelector("button[type=submit]")!.textContent
      ? (element.querySelector("button[type=submit]") as HTMLElement).innerText
      : "";
    element.requestSubmit();
    return shown;
  });
  expect(label.trim()).toBe("Sending...");

  await expect(page.getByRole("status").filter({ hasText: "Message sent!" })).toBeVisible();
  expect(posts).toEqual(["/contact"]);
  expect(contactsWithMessage(marker)).toHaveLength(1);
});

test("an article's Share and Save work without any script but the page's own", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined }));
  // An article as the site reads it: the newest.
  const articlePath = `/fr/blog/${publishedArticles()[0]!.id}`;
  await page.goto(articlePath);
  const save = page.getByRole("button", { name: "Enregistrer", exact: true });
  await save.click();
  await expect(page.getByRole("button", { name: "Enregistré" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Partager" }).click();
  await expect(page.getByRole("status").filter({ hasText: /copié/ })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`${articlePath}$`));
  expect(scripts).toEqual([]);
});
