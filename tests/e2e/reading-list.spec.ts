import { expect, test, type Page } from "@playwright/test";
import en from "../../app/i18n/messages/en";
import { format } from "../../app/i18n/format";
import { publishedArticles } from "../support/content-on-disk";
import { pageScriptRunning, watchConsole } from "./support";

/**
 * The reading list, the first React island: Save on an article, the list on the blog page in the
 * page's language, a remove that the article's Save follows, another tab's change followed. And what
 * it costs a visitor who saved nothing: no script at all.
 */
const scripts = (page: Page) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") fetched.push(new URL(request.url()).pathname);
  });
  return fetched;
};

/** Two articles as the site reads them: one saved first (in English), then the other (in Portuguese). */
const articles = publishedArticles();
const [first, second] = [articles[0]!, articles[1]!];

/** Saves the article at `url`. */
async function saveArticle(page: Page, url: string) {
  await page.goto(url);
  await pageScriptRunning(page);
  await page.getByRole("button", { name: /^(Save|Salvar)$/ }).click();
  await expect(page.getByRole("button", { name: /^(Saved|Salvo)$/ })).toHaveAttribute("aria-pressed", "true");
}

test("a visitor who saved nothing fetches no script on the blog page, and sees no list", async ({ page }) => {
  const fetched = scripts(page);
  const errors = watchConsole(page);
  await page.goto("/blog");
  await pageScriptRunning(page);
  await page.waitForLoadState("networkidle");
  expect(fetched).toEqual([]);
  await expect(page.getByRole("region", { name: "Your reading list" })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("saved articles are listed on the blog in the page's language; one removed there is unsaved on its page", async ({
  page,
}) => {
  const errors = watchConsole(page);
  await saveArticle(page, `/blog/${first.id}`);
  await expect(page.getByRole("link", { name: "See your reading list" })).toHaveAttribute(
    "href",
    "/blog#reading-list",
  );
  await saveArticle(page, `/pt/blog/${second.id}`);

  // The list, in English, the last saved first, after the page has painted.
  const fetched = scripts(page);
  await page.goto("/blog");
  const list = page.getByRole("region", { name: "Your reading list" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByRole("link")).toHaveText([second.versions.en.title, first.versions.en.title]);
  await expect(list.getByRole("link").first()).toHaveAttribute("href", `/blog/${second.id}`);
  // The last saved with its category and its read time, in the page's language.
  const lastSaved = list.getByRole("listitem").first();
  await expect(lastSaved.getByText(en.blog.categories[second.category], { exact: true })).toBeVisible();
  await expect(
    lastSaved.getByText(format(en.blog.minRead, { minutes: second.versions.en.readMinutes })),
  ).toBeVisible();
  // Its module once (React, shared with the other islands, comes in a chunk beside it).
  expect(fetched.filter((url) => url.startsWith("/islands/reading-list-"))).toHaveLength(1);

  // The same list in Portuguese: its titles and links in that language.
  await page.goto("/pt/blog");
  const lista = page.getByRole("region", { name: "Sua lista de leitura" });
  await expect(lista.getByRole("link")).toHaveText([second.versions.pt.title, first.versions.pt.title]);
  await expect(lista.getByRole("link").first()).toHaveAttribute("href", `/pt/blog/${second.id}`);

  // Removed from the list: gone from it, and its Save on the article is no longer pressed.
  await lista
    .getByRole("button", { name: `Remover “${first.versions.pt.title}” da sua lista de leitura` })
    .click();
  await expect(lista.getByRole("link")).toHaveText([second.versions.pt.title]);
  await page.goto(`/pt/blog/${first.id}`);
  await pageScriptRunning(page);
  await expect(page.getByRole("button", { name: "Salvar" })).toHaveAttribute("aria-pressed", "false");
  expect(errors).toEqual([]);
});

test("the list follows what another tab saves and removes, and a visitor's first save brings it", async ({
  context,
}) => {
  const blog = await context.newPage();
  const fetched = scripts(blog);
  await blog.goto("/blog");
  await pageScriptRunning(blog);
  const list = blog.getByRole("region", { name: "Your reading list" });
  await expect(list).toHaveCount(0);

  const article = await context.newPage();
  await saveArticle(article, `/blog/${first.id}`);
  await expect(list.getByRole("link")).toHaveText([first.versions.en.title]);
  // Its module once (React, shared with the other islands, comes in a chunk beside it).
  expect(fetched.filter((url) => url.startsWith("/islands/reading-list-"))).toHaveLength(1);

  await article.getByRole("button", { name: "Saved" }).click();
  await expect(list).toHaveCount(0);
});
