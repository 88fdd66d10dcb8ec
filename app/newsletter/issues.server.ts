import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { check, parseArticles, splitFrontMatter } from "~/content/blog/articles.server";
import type { CategoryId } from "~/content/blog/categories";
import { languages, type Lang } from "~/i18n/locales";

/**
 * The newsletter's issues: a folder per issue under `app/content/newsletter/` named by its month
 * (`2026-12`), one Markdown file per language (`en.md`, `pt.md`...) with the subject and preheader in
 * its front matter and the editorial as its body. The articles come from the blog: an issue carries
 * those published in the month before its own and since the issue before it (the first issue, every
 * earlier article). `npm run newsletter -- send` stores the issue in the database as it reads it
 * here (`Issue`), so the server sends what was queued whatever the files become.
 */
export interface IssueVersion {
  subject: string;
  /** The line mail clients show after the subject. */
  preheader: string;
  /** Markdown: paragraphs, emphasis, links (site paths such as `/services` are put in the reader's language). */
  editorial: string;
}

export interface IssueArticle {
  id: number;
  date: string;
  category: CategoryId;
  versions: Record<Lang, { title: string; excerpt: string }>;
}

export interface Issue {
  /** The month, `YYYY-MM`: also the `utm_campaign` of its links. */
  id: string;
  versions: Partial<Record<Lang, IssueVersion>>;
  /** Newest first. */
  articles: IssueArticle[];
}

const issueId = /^\d{4}-(0[1-9]|1[0-2])$/;
const frontMatter = z.strictObject({
  subject: z.string().trim().min(1).max(150),
  preheader: z.string().trim().min(1).max(200),
});

function readVersion(file: string): IssueVersion {
  const [data, body] = splitFrontMatter(file, fs.readFileSync(file, "utf8"));
  const { subject, preheader } = check(file, frontMatter, data);
  const editorial = body.trim();
  if (!editorial) throw new Error(`${file}: the editorial (the body) is empty`);
  return { subject, preheader, editorial };
}

/** Every article of the blog's `posts/` folder, newest first. */
export function readArticles(postsDir: string) {
  return parseArticles(
    new Map(
      fs.readdirSync(postsDir).map((name) => [name, fs.readFileSync(path.join(postsDir, name), "utf8")]),
    ),
  );
}

/**
 * The issues written under `issuesDir`, oldest first, with their articles from `postsDir`. Throws,
 * naming the file, on a malformed one; an issue needs at least one language.
 */
export function readIssues(issuesDir: string, postsDir: string): Issue[] {
  const ids = fs
    .readdirSync(issuesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && issueId.test(entry.name))
    .map((entry) => entry.name)
    .sort();
  const articles = readArticles(postsDir);
  return ids.map((id, index) => {
    const dir = path.join(issuesDir, id);
    const unexpected = fs.readdirSync(dir).filter((name) => !/^(en|pt|es|fr)\.md$/.test(name));
    if (unexpected.length > 0) throw new Error(`${dir}: unexpected file(s) ${unexpected.join(", ")}`);
    const versions = Object.fromEntries(
      languages.flatMap((lang) => {
        const file = path.join(dir, `${lang}.md`);
        return fs.existsSync(file) ? [[lang, readVersion(file)]] : [];
      }),
    ) as Issue["versions"];
    if (Object.keys(versions).length === 0)
      throw new Error(`${dir}: no language (en.md, pt.md, es.md, fr.md)`);
    // The month before this issue's, back to the month of the issue before it.
    const until = `${id}-01`;
    const since = index > 0 ? `${ids[index - 1]}-01` : "";
    return {
      id,
      versions,
      articles: articles
        .filter((article) => article.date < until && article.date >= since)
        .map(({ id: articleId, date, category, versions: all }) => ({
          id: articleId,
          date,
          category,
          versions: Object.fromEntries(
            languages.map((lang) => [lang, { title: all[lang].title, excerpt: all[lang].excerpt }]),
          ) as IssueArticle["versions"],
        })),
    };
  });
}

/** The languages an issue is written in, in the site's order. */
export const issueLanguages = (issue: Issue) => languages.filter((lang) => issue.versions[lang]);
