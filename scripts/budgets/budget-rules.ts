import type { Article } from "../../app/content/blog/articles.server";
import { localizePath, splitLangPath } from "../../app/i18n/paths";
import { gzipSize, type PageWeight } from "./page-weight";

/**
 * What each page may weigh (gzip), before the 10% the budget test allows: its own measure in
 * `budgets.json` when it has one (`npm run budgets`). An editor's new article has none, and its
 * push must not wait for a developer, so the blog's pages follow their template instead:
 * - an article without a measure: the heaviest measured article's page in its language, its body
 *   taken out, plus its own body (what the editor wrote is not markup growth), and that template's
 *   JavaScript and CSS;
 * - the blog's list: its measure, plus each newer article's card (its title and excerpt, and the
 *   card's markup, which compresses against the cards before it).
 */
export type Baseline = Record<string, PageWeight>;

/**
 * A card's markup beyond its text, gzip, on a list that already has cards. Measured with the article
 * `tests/e2e/admin.spec.ts` publishes: 111 to 126 bytes over its text's own, in the four languages.
 */
export const cardMarkup = 150;

export interface Budget extends PageWeight {
  /** Why: the page's own measure, or the template it follows. */
  basis: string;
}

export function budgetFor(
  urlPath: string,
  baseline: Baseline,
  articles: readonly Article[],
): Budget | undefined {
  const { lang, path } = splitLangPath(urlPath);
  const measured = baseline[urlPath];
  const pageOf = (article: Article) => localizePath(`/blog/${article.id}`, lang);
  const isNew = (article: Article) => !(pageOf(article) in baseline);
  if (path === "/blog" && measured) {
    const newer = articles.filter(isNew);
    const cards = newer.reduce(
      (sum, article) =>
        sum + gzipSize(`${article.versions[lang].title} ${article.versions[lang].excerpt}`) + cardMarkup,
      0,
    );
    return {
      ...measured,
      html: measured.html + cards,
      basis: `its measure and ${newer.length} newer card(s)`,
    };
  }
  if (measured) return { ...measured, basis: "its measure" };
  const id = /^\/blog\/([^/]+)$/.exec(path)?.[1];
  const article = articles.find((one) => one.id === id);
  if (!article) return undefined;
  const measuredArticles = articles.flatMap((one) => {
    const weight = baseline[pageOf(one)];
    return weight ? [{ ...weight, chrome: weight.html - gzipSize(one.versions[lang].html) }] : [];
  });
  if (!measuredArticles.length) return undefined;
  const most = (key: "chrome" | "js" | "css") => Math.max(...measuredArticles.map((one) => one[key]));
  return {
    html: most("chrome") + gzipSize(article.versions[lang].html),
    js: most("js"),
    css: most("css"),
    basis: "the article template and its own body",
  };
}
