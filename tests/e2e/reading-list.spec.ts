import { expect, test, type Page } from "@playwright/test";
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

/** Saves the article at `url`; resolves to its title as its page shows it. */
async function saveArticle(page: Page, url: string) {
  await page.goto(url);
  await pageScriptRunning(page);
  await page.getByRole("button", { name: /^(Save|Salvar)$/ }).click();
  await expect(page.getByRole("button", { name: /^(Saved|Salvo)$/ })).toHaveAttribute("aria-pressed", "true");
  return titleOf(page);
}

/** The article's title, as its page shows it. */
const titleOf = async (page: Page) => (await page.getByRole("heading", { level: 1 }).textContent())!.trim();

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
  const automation = await saveArticle(page, "/blog/3");
  await expect(page.getByRole("link", { name: "See your reading list" })).toHaveAttribute(
    "href",
    "/blog#reading-list",
  );
  const nuvem = await saveArticle(page, "/pt/blog/5");
  await page.goto("/pt/blog/3");
  const automação = await titleOf(page);

  // The list, in English, the last saved first, after the page has painted.
  const fetched = scripts(page);
  await page.goto("/blog");
  const list = page.getByRole("region", { name: "Your reading list" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByRole("link")).toHaveText([
    "Cloud Migration Strategies: Avoiding Common Pitfalls",
    automation,
  ]);
  await expect(list.getByRole("link").first()).toHaveAttribute("href", "/blog/5");
  await expect(list.getByText("Cloud Technology")).toBeVisible();
  await expect(list.getByText("10\u00a0min read")).toBeVisible();
  // Its module once (React, shared with the other islands, comes in a chunk beside it).
  expect(fetched.filter((url) => url.startsWith("/islands/reading-list-"))).toHaveLength(1);

  // The same list in Portuguese: its titles and links in that language.
  await page.goto("/pt/blog");
  const lista = page.getByRole("region", { name: "Sua lista de leitura" });
  await expect(lista.getByRole("link")).toHaveText([nuvem, automação]);
  await expect(lista.getByRole("link").first()).toHaveAttribute("href", "/pt/blog/5");

  // Removed from the list: gone from it, and its Save on the article is no longer pressed.
  await lista.getByRole("button", { name: `Remover “${automação}” da sua lista de leitura` }).click();
  await expect(lista.getByRole("link")).toHaveText([nuvem]);
  await page.goto("/pt/blog/3");
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
  await saveArticle(article, "/blog/2");
  await expect(list.getByRole("link")).toHaveText([
    "Digital Transformation ROI: Measuring Success Beyond Numbers",
  ]);
  // Its module once (React, shared with the other islands, comes in a chunk beside it).
  expect(fetched.filter((url) => url.startsWith("/islands/reading-list-"))).toHaveLength(1);

  await article.getByRole("button", { name: "Saved" }).click();
  await expect(list).toHaveCount(0);
});
