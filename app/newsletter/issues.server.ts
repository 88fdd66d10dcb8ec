import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { check, parseArticles, splitFrontMatter, type Article } from "~/content/blog/articles.server";
import { checkLinks } from "~/content/markdown-links";
import { publicationNow, publishedOnly } from "~/content/blog/publication";
import { isLang, languages, type Lang } from "~/i18n/locales";
import type { IssueArticle, IssueFile } from "./issue";

/**
 * The newsletter's issues, as editors write them: one Markdown file per issue and language,
 * `app/content/newsletter/<id>.<lang>.md` (`2027-01.fr.md`), the subject and preheader in the front
 * matter and the editorial as the body. The English file may also carry:
 * - `sendAt`: when the issue goes out by itself (ISO 8601 with an offset or `Z`); the server emails
 *   the firm a proof first, once per version (`delivery/newsletter-schedule.server.ts`);
 * - `archive`: ids of older articles the issue presents under their own heading.
 * Its "new on our blog" articles are not listed: an issue carries the articles published since the
 * issue before it was sent (`composeIssue`, when it is queued).
 *
 * The build checks the files and writes them, with the articles, to `build/newsletter.json`
 * (`NewsletterContent`), which the server and `npm run newsletter` read: what is deployed is what is
 * sent. `npm run newsletter -- send` stores the composed issue (`Issue`) in the database, so the
 * server sends what was queued whatever the files become.
 */
/** What the build writes for the server: every issue's files, and what it may present of each article. */
export interface NewsletterContent {
  issues: IssueFile[];
  articles: IssueArticle[];
}

const issueId = /^\d{4}-(0[1-9]|1[0-2])(-[a-z0-9]+(?:-[a-z0-9]+)*)?$/;
const common = {
  subject: z.string().trim().min(1).max(150),
  preheader: z.string().trim().min(1).max(200),
  /** This language is not ready: the issue is neither proofed nor sent while one is a draft. */
  draft: z.boolean().optional(),
};
const englishMatter = z.strictObject({
  ...common,
  // The file's stem, repeated (the content editor writes it): checked against the name.
  id: z.string().optional(),
  sendAt: z.iso
    .datetime({ offset: true, message: "an ISO 8601 time with an offset or Z, such as 2027-01-12T14:00:00Z" })
    .transform((value) => new Date(value).toISOString())
    .optional(),
  archive: z.array(z.union([z.number(), z.string()]).transform(String)).default([]),
});
const translationMatter = z.strictObject(common);

/** One language's file: its version, and for English what the issue's schedule and archive are. */
function readVersion(file: string, raw: string, lang: Lang, id: string) {
  const [data, body] = splitFrontMatter(file, raw);
  const editorial = body.trim();
  if (!editorial) throw new Error(`${file}: the editorial (the body) is empty`);
  // The email turns its links into buttons and links: none that a mail client would run or open.
  checkLinks(file, body, raw.replace(/\r\n/g, "\n").split("\n").length - body.split("\n").length + 1);
  if (lang !== "en") {
    const { subject, preheader, draft } = check(file, translationMatter, data);
    return { version: { subject, preheader, editorial }, draft };
  }
  const { subject, preheader, sendAt, archive, draft, ...facts } = check(file, englishMatter, data);
  if (facts.id !== undefined && facts.id !== id)
    throw new Error(`${file}: invalid front matter at "id": ${facts.id} is not the file's name (${id})`);
  return { version: { subject, preheader, editorial }, english: { sendAt, archive }, draft };
}

/** The articles as an issue may present them. */
export const issueArticles = (articles: readonly Article[]): IssueArticle[] =>
  articles.map(({ id, date, category, versions }) => ({
    id,
    date,
    category,
    versions: Object.fromEntries(
      languages.map((lang) => [lang, { title: versions[lang].title, excerpt: versions[lang].excerpt }]),
    ) as IssueArticle["versions"],
  }));

/**
 * Every issue under `issuesDir` (its `.md` files), oldest first, checked against the articles (those
 * on the site). Throws, naming the file and the field, on a malformed one. An issue with a language
 * marked `draft` is checked and left out: it is neither proofed nor sent.
 */
export function readIssueFiles(issuesDir: string, articles: readonly IssueArticle[]): IssueFile[] {
  const names = fs.readdirSync(issuesDir).filter((name) => name.endsWith(".md"));
  const byIssue = new Map<string, Map<Lang, string>>();
  for (const name of names) {
    const match = /^(.+)\.([a-z]{2})\.md$/.exec(name);
    if (!match || !issueId.test(match[1]!) || !isLang(match[2]))
      throw new Error(
        `${path.join(issuesDir, name)}: not an issue's file name (<id>.<language>.md, such as 2027-01.fr.md)`,
      );
    const files = byIssue.get(match[1]!) ?? new Map<Lang, string>();
    files.set(match[2], name);
    byIssue.set(match[1]!, files);
  }
  return [...byIssue.keys()].sort().flatMap((id) => {
    const files = byIssue.get(id)!;
    const english = path.join(issuesDir, `${id}.en.md`);
    if (!files.has("en")) throw new Error(`${english}: missing (an issue is written in English first)`);
    let sendAt: string | undefined;
    let archive: string[] = [];
    const versions: IssueFile["versions"] = {};
    let draft = false;
    for (const lang of languages) {
      if (!files.has(lang)) continue;
      const file = path.join(issuesDir, files.get(lang)!);
      const read = readVersion(file, fs.readFileSync(file, "utf8"), lang, id);
      versions[lang] = read.version;
      draft ||= read.draft === true;
      if (read.english) {
        ({ sendAt, archive } = read.english);
        const unknown = archive.find((articleId) => !articles.some((article) => article.id === articleId));
        if (unknown)
          throw new Error(
            `${file}: invalid front matter at "archive": ${unknown} is not an article on the site (removed, a draft, or not yet due): take it out of Older articles`,
          );
      }
    }
    return draft ? [] : [{ id, versions, ...(sendAt ? { sendAt } : {}), archive }];
  });
}

/** What the build wrote (`build/newsletter.json`); nothing when there is no such file (development). */
export function loadNewsletterContent(file: string | undefined): NewsletterContent {
  if (!file || !fs.existsSync(file)) return { issues: [], articles: [] };
  return JSON.parse(fs.readFileSync(file, "utf8")) as NewsletterContent;
}

/** The issues and the articles, read from the disk (the build, the tests, `--issues DIR`). */
export function readNewsletterContent(issuesDir: string, postsDir: string): NewsletterContent {
  const articles = issueArticles(
    publishedOnly(
      parseArticles(
        new Map(
          fs.readdirSync(postsDir).map((name) => [name, fs.readFileSync(path.join(postsDir, name), "utf8")]),
        ),
      ),
      publicationNow(),
    ),
  );
  return { issues: readIssueFiles(issuesDir, articles), articles };
}
