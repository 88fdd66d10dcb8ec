import type { Lang } from "~/i18n/locales";
import { formatDate } from "~/lib/dates";
import { parseArticles, type Article } from "./articles.server";
import { findPerson, person } from "~/content/people/index.server";
import { coverOf } from "./covers";
import { publicationNow, publishedOnly } from "./publication";
import type { ArticleSummary } from "./summary";

/**
 * The articles: one Markdown file per article and language in `posts/` (`<id>.en.md` holds the shared
 * facts, `<id>.<lang>.md` the translated title, excerpt and body). They are read and rendered to HTML
 * when the site is built (the loaders run at prerender time), so no Markdown code reaches the browser.
 * A malformed or missing file fails the build with the file's name and the field.
 */
const files = import.meta.glob<string>("./posts/*.md", { query: "?raw", import: "default", eager: true });

/**
 * The articles on the site, newest first: no draft, none dated after the build's day
 * (`publication.ts`). Each names its author by a file of `content/people/`. Parsed on first use: the
 * build's loaders need them, and a running server seldom does, so it does not parse them to start.
 */
export function allArticles(): readonly Article[] {
  parsed ??= checkedAuthors(
    publishedOnly(
      parseArticles(new Map(Object.entries(files).map(([path, raw]) => [path.replace(/^.*\//, ""), raw]))),
      // The build's day (`vite.config.ts`), for the pages the server renders on request too: what
      // it lists is what the build prerendered, until the next build.
      import.meta.env.PUBLICATION_DAY
        ? new Date(`${import.meta.env.PUBLICATION_DAY}T00:00:00Z`)
        : publicationNow(),
    ),
  );
  return parsed;
}
let parsed: readonly Article[] | undefined;

function checkedAuthors(articles: Article[]): readonly Article[] {
  for (const article of articles) {
    if (!findPerson(article.author))
      throw new Error(
        `app/content/blog/posts/${article.id}.en.md: invalid front matter at "author": ${article.author} is not among the People (removed, or a draft): choose another author`,
      );
  }
  return articles;
}

export function summarize(article: Article, lang: Lang): ArticleSummary {
  const author = person(article.author, lang);
  return {
    id: article.id,
    category: article.category,
    title: article.versions[lang].title,
    excerpt: article.versions[lang].excerpt,
    date: article.date,
    dateLabel: formatDate(article.date, lang),
    readMinutes: article.versions[lang].readMinutes,
    // Under `npm run dev` a photo is shown as uploaded; the build makes its sizes.
    cover: coverOf(article.image, !import.meta.env.DEV),
    author,
  };
}

export function findArticle(id: string | undefined): Article | undefined {
  return allArticles().find((article) => article.id === id);
}
