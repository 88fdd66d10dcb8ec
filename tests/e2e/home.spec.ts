import { expect, test } from "@playwright/test";
import { homeCopy } from "../../app/content/home/copy";
import { pageOnDisk } from "../support/content-on-disk";
import { pageScriptRunning } from "./support";

test("the home page: hero, what we do, impact numbers, why choose us, newsletter, call to action", async ({
  page,
}) => {
  // The words the firm's editor gives the page (app/content/home/en.yml), as the site reads them.
  const home = pageOnDisk(homeCopy).en;
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Transform your business/);
  await expect(page.getByRole("link", { name: "Explore our services" })).toHaveAttribute("href", "/services");
  // The hero's booking button says what the header's says, and leads where it does (DECISIONS §8).
  const hero = page.getByRole("main").locator("section").first();
  await expect(hero.getByRole("link", { name: "Book a consultation" })).toHaveAttribute("href", "/book");

  const whatWeDo = page.getByRole("region", { name: "What we do" });
  // Three of the services, each numbered as the services page sets them out and linked to its page.
  await expect(whatWeDo.getByRole("listitem")).toHaveCount(3);
  for (const [number, name, slug] of [
    ["01", "Business efficiency", "business-efficiency"],
    ["02", "Digital transformation", "digital-transformation"],
    ["03", "AI solutions", "ai-solutions"],
  ] as const) {
    const entry = whatWeDo.getByRole("listitem").filter({ hasText: name });
    await expect(entry).toContainText(number);
    await expect(entry.getByRole("link", { name, exact: true })).toHaveAttribute("href", `/services/${slug}`);
  }
  await expect(whatWeDo.getByRole("link", { name: "See all four services" })).toHaveAttribute(
    "href",
    "/services",
  );

  const impact = page.getByRole("region", { name: "Our impact in numbers" });
  for (const [value, label] of [
    ["500+", "Successful projects"],
    ["50+", "Active clients"],
    ["150+", "Expert consultants"],
    ["15+", "Years of experience"],
  ] as const) {
    await expect(impact.getByText(value, { exact: true })).toBeVisible();
    await expect(impact.getByText(label, { exact: true })).toBeVisible();
  }
  // Every block of figures says what it counts (in the words the firm's editor gave it).
  await expect(impact.getByText(home.impact.basis, { exact: true })).toBeVisible();
  await expect(whatWeDo.getByText(home.whatWeDo.basis, { exact: true })).toBeVisible();

  const why = page.getByRole("region", { name: "Why companies choose Innova" });
  for (const reason of ["A proven four-phase method", "An expert team", "Future-ready solutions"]) {
    await expect(why.getByRole("heading", { name: reason })).toBeVisible();
  }
  // The method beside them, each phase with what it delivers.
  for (const phase of ["Discover", "Design", "Develop", "Deploy"]) {
    await expect(why.getByRole("heading", { name: phase, exact: true })).toBeVisible();
  }
  for (const phase of home.whyChoose.phases)
    await expect(why.getByText(phase.text, { exact: true })).toBeVisible();
  await expect(why.getByRole("link", { name: "More about our approach" })).toHaveAttribute("href", "/about");

  const closing = page.getByRole("region", { name: "Find out where your costs can fall" });
  await expect(closing.getByRole("link", { name: "Book a consultation" })).toHaveAttribute("href", "/book");
  await expect(page.getByRole("link", { name: "Read our case studies" })).toHaveAttribute(
    "href",
    "/case-studies",
  );
});

test("the home page in Portuguese keeps every link in Portuguese", async ({ page }) => {
  await page.goto("/pt");
  const hrefs = await page
    .getByRole("main")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs.length).toBeGreaterThan(4);
  for (const href of hrefs) expect(href).toMatch(/^\/pt(\/|$)/);
  await expect(page.getByRole("heading", { name: "Nosso impacto em números" })).toBeVisible();
});

test("subscribing to the newsletter shows the notice and empties the form", async ({ page }) => {
  await page.goto("/");
  await pageScriptRunning(page);
  const form = page.getByRole("region", { name: "Insights for decision makers" });
  // The names and topics are optional, behind a disclosure that keeps the form short on a phone.
  await expect(form.getByLabel("First name")).toBeHidden();
  await form.getByText("Add your name and topics (optional)").click();
  await form.getByLabel("First name").fill("Dana");
  await form.getByLabel("Last name").fill("Reyes");
  await form.getByLabel(/Email address/).fill("dana.reyes@example.com");
  await form.getByLabel("Innovation").check();
  await form.getByLabel("Process optimization").check();
  await form.getByRole("button", { name: "Subscribe" }).click();

  await expect(form.getByRole("status")).toContainText("Successfully subscribed!");
  await expect(form.getByRole("status")).toContainText("Thank you for subscribing to our newsletter.");
  await expect(form.getByLabel(/Email address/)).toHaveValue("");
  await form.getByText("Add your name and topics (optional)").click();
  await expect(form.getByLabel("First name")).toHaveValue("");
  await expect(form.getByLabel("Innovation")).not.toBeChecked();
});

test("the newsletter's email is required and must be an email (browser validation)", async ({ page }) => {
  await page.goto("/");
  await pageScriptRunning(page);
  const email = page
    .getByRole("region", { name: "Insights for decision makers" })
    .getByLabel(/Email address/);
  await expect(email).toHaveAttribute("type", "email");
  await expect(email).toHaveAttribute("required", "");
  await email.fill("not-an-email");
  await page.getByRole("button", { name: "Subscribe" }).click();
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
  await expect(page.getByText("Successfully subscribed!")).toBeHidden();
});
