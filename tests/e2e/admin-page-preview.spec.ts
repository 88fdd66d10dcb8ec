import fs from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { parse as parseYaml } from "yaml";
import { openEditor } from "./admin-editor";
import { watchConsole } from "./support";

/**
 * A page's preview in `/admin` is the whole page as the site draws it, from the words being edited,
 * in the language of the pane (`app/admin/page-render.tsx`): a change at the foot of the page shows
 * there, among the page's sections, as it will on the site.
 */

/** Opens the page collection `label` in `/admin`, on its French pane. */
async function openFrench(page: Page, label: string) {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await openEditor(page);
  await page.getByRole("treeitem", { name: new RegExp(`^${label}`) }).click();
  await page.getByRole("grid", { name: "Files" }).getByRole("row", { name: label }).click();
  await page
    .getByRole("group", { name: /^Edit .* Content$/ })
    .getByRole("radiogroup", { name: "Switch Locale" })
    .getByRole("radio", { name: "French" })
    .click();
  return page.getByRole("group", { name: /Edit .*French.* Content/ });
}

/** The headings of the page as the site serves it: its sections, under the header, before the footer. */
async function builtHeadings(page: Page, path: string) {
  const built = await page.context().newPage();
  await built.goto(path);
  const headings = await built.locator("main h2").allTextContents();
  await built.close();
  return headings;
}

/**
 * The text box of `within` whose text is `text`: the editor draws a list's entries as they are
 * scrolled to, so its form is scrolled down until the box is there.
 */
async function boxWithText(page: Page, within: Locator, text: string) {
  const boxes = within.getByRole("textbox");
  const box = await within.boundingBox();
  await page.mouse.move(box!.x + box!.width / 2, 500);
  let index = -1;
  await expect
    .poll(
      async () => {
        index = (
          await boxes.evaluateAll((all) => all.map((one) => (one as HTMLTextAreaElement).value))
        ).indexOf(text);
        if (index < 0) await page.mouse.wheel(0, 500);
        return index;
      },
      { message: `a text box holding "${text}"`, timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(0);
  return boxes.nth(index);
}

/**
 * The whole preview, the pane as wide as a 1280 px screen (the editor takes the other half) and as
 * tall as the page: a frame draws only what it shows.
 */
async function shootPreview(page: Page, path: string) {
  const body = page.frameLocator("iframe").first().locator("body");
  await page.setViewportSize({ width: 2620, height: 1000 });
  const height = await body.evaluate((element) => element.scrollHeight);
  await page.setViewportSize({ width: 2620, height: height + 200 });
  expect(await body.evaluate((element) => element.clientWidth)).toBeGreaterThanOrEqual(1280);
  await body.screenshot({ path });
}

test("the home page's preview is the whole page, with its closing banner as typed in French", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  const headings = await builtHeadings(page, "/fr/");
  const french = await openFrench(page, "Home page");
  const preview = page.frameLocator("iframe").first();

  const banner = french.getByRole("group", { name: /Closing call to action/ });
  // The editor draws a field's inputs once it is scrolled to.
  await banner.scrollIntoViewIfNeeded();
  await banner
    .getByRole("textbox", { name: "Heading", exact: true })
    .fill("Voyez d'abord où vos coûts baissent");
  // The closing banner, typeset as the build sets it (a curly apostrophe), after every section.
  await expect(
    preview.getByRole("heading", { level: 2, name: "Voyez d’abord où vos coûts baissent" }),
  ).toBeVisible();
  await expect(preview.locator("h2")).toHaveText(
    headings.map((heading) =>
      heading.startsWith("Découvrez où") ? "Voyez d’abord où vos coûts baissent" : heading,
    ),
  );
  // Drawn by the site's stylesheet: the hero on navy, the newsletter's form with its fields.
  await expect(preview.locator("h1")).toBeVisible();
  await expect(preview.getByRole("textbox", { name: /e-mail/i })).toBeVisible();
  await shootPreview(page, testInfo.outputPath("home-preview.png"));
  expect(errors).toEqual([]);
});

test("a service page's preview shows a step of its method as typed in French, among its sections", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  const headings = await builtHeadings(page, "/fr/services/ai-solutions");
  const french = await openFrench(page, "Service: AI solutions");
  const preview = page.frameLocator("iframe").first();

  // The last step of the method, as the French file has it.
  const dir = "app/content/service-details/ai-solutions";
  const file = parseYaml(fs.readFileSync(`${dir}/fr.yml`, "utf8")) as {
    sections: { kind: string; items: { text: string }[] }[];
  };
  const last = file.sections.find((section) => section.kind === "phases")!.items.at(-1)!.text;
  const step = await boxWithText(page, french, last);
  const typed = "Nous mettons le modèle en production et formons vos équipes à l'exploiter.";
  await step.fill(typed);
  await expect(
    preview.getByText("Nous mettons le modèle en production et formons vos équipes à l’exploiter."),
  ).toBeVisible();
  // Every section of the page, the case study and the closing banner too, as the site has them.
  await expect(preview.locator("h2")).toHaveText(headings);
  await shootPreview(page, testInfo.outputPath("service-preview.png"));

  // Saved as typed, in the French file; the other languages' words as they were. (Sveltia writes
  // the four files again, its way: keys in the form's order, some characters escaped.)
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/Entry saved|Entry updated/)).toBeVisible({ timeout: 30_000 });
  for (const lang of ["en", "pt", "es", "fr"]) {
    const saved = await page.evaluate(async (path) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle("repository");
      const parts = path.split("/");
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
      return (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).text();
    }, `${dir}/${lang}.yml`);
    const onDisk = fs.readFileSync(`${dir}/${lang}.yml`, "utf8");
    const expected = lang === "fr" ? onDisk.replace(`"${last}"`, `"${typed}"`) : onDisk;
    expect(parseYaml(saved), lang).toEqual(parseYaml(expected));
  }
  expect(errors).toEqual([]);
});
