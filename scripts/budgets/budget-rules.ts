import type { Article } from "../../app/content/blog/articles.server";
import type { Person } from "../../app/content/people/schema";
import { localizePath, splitLangPath } from "../../app/i18n/paths";
import { gzipSize, type PageWeight } from "./page-weight";

/**
 * What each page may weigh (gzip), before the 10% the budget test allows. The budget holds what
 * developers change (markup, scripts, styles), never what editors write: an article as long as its
 * author needs, a tenth colleague on About, a new article are publishable with no developer.
 * - A page without editor content: its measure in `budgets.json` (`npm run budgets`).
 * - A page with editor content (an article, the blog's list, About): its measure with the editor
 *   content it had then (`content`) taken out and what it has now put in. So the gate is its markup;
 *   the words and cards are a benchmark `npm run budgets` prints.
 * - An article without a measure: the heaviest measured article's markup in its language, plus its
 *   own content.
 */
export interface Measure extends PageWeight {
  /** The gzip bytes of what editors wrote on the page when it was measured (`editorContent`). */
  content?: number;
}

export type Baseline = Record<string, Measure>;

/** What editors write, as the repository holds it now (`tests/support/content-on-disk.ts`). */
export interface EditorContent {
  articles: readonly Article[];
  people: readonly Person[];
}

/**
 * A card's markup beyond its text, gzip, on a list that already has cards. Measured with the article
 * `tests/e2e/admin.spec.ts` publishes: 111 to 126 bytes over its text's own, in the four languages.
 */
export const cardMarkup = 150;

/**
 * A colleague's markup on About beyond their words (portrait, office, the row's structure), gzip.
 * Generous: a colleague added to About, words included, was measured at about 180 bytes.
 */
export const personMarkup = 250;

export interface Budget extends PageWeight {
  /** Why: the page's own measure, or the template it follows. */
  basis: string;
}

/**
 * The gzip bytes of what editors wrote on `urlPath`, or undefined on a page whose words are the
 * developers' (page copy is typed code, reviewed like code).
 */
export function editorContent(urlPath: string, { articles, people }: EditorContent): number | undefined {
  const { lang, path } = splitLangPath(urlPath);
  if (path === "/blog")
    return articles.reduce(
      (sum, article) =>
        sum + gzipSize(`${article.versions[lang].title} ${article.versions[lang].excerpt}`) + cardMarkup,
      0,
    );
  if (path === "/about")
    return people.reduce(
      (sum, person) =>
        sum + gzipSize(`${person.name} ${person.role[lang]} ${person.bio[lang]}`) + personMarkup,
      0,
    );
  const id = /^\/blog\/([^/]+)$/.exec(path)?.[1];
  const article = articles.find((one) => one.id === id);
  if (!article) return undefined;
  const version = article.versions[lang];
  return gzipSize(`${version.title} ${version.excerpt} ${version.html}`);
}

export function budgetFor(urlPath: string, baseline: Baseline, content: EditorContent): Budget | undefined {
  const { lang, path } = splitLangPath(urlPath);
  const measured = baseline[urlPath];
  const now = editorContent(urlPath, content);
  if (measured && now === undefined) return { ...measured, basis: "its measure" };
  if (measured?.content !== undefined && now !== undefined)
    return {
      html: measured.html - measured.content + now,
      js: measured.js,
      css: measured.css,
      basis: "its markup as measured, and what editors wrote on it now",
    };
  if (!/^\/blog\/[^/]+$/.test(path) || now === undefined)
    return measured && { ...measured, basis: "its measure" };
  const markups = content.articles.flatMap((one) => {
    const weight = baseline[localizePath(`/blog/${one.id}`, lang)];
    return weight?.content === undefined ? [] : [{ ...weight, markup: weight.html - weight.content }];
  });
  if (!markups.length) return undefined;
  const most = (key: "markup" | "js" | "css") => Math.max(...markups.map((one) => one[key]));
  return {
    html: most("markup") + now,
    js: most("js"),
    css: most("css"),
    basis: "the article template's markup and its own content",
  };
}
