import fs from "node:fs";
import path from "node:path";
import { parseArticles } from "../../app/content/blog/articles.server";
import { issueArticles, readIssueFiles, type NewsletterContent } from "../../app/newsletter/issues.server";
import { parsePeople } from "../../app/content/people/schema";
import { editablePages } from "../../app/content/editable-pages";
import { parseCopy } from "../../app/content/page-copy";
import { languages } from "../../app/i18n/locales";
import { latestDate, publicationNow, publishedOnly } from "../../app/content/blog/publication";
import { checkPhoto } from "./covers";
import { portraitNeed } from "./portraits";

/**
 * What editors write, checked before anything is built (`npm run build` runs this first): every
 * article in every language and its cover, every newsletter issue, every person, drafts included,
 * the words of the pages editors change (`app/content/editable-pages.ts`). A mistake stops the build
 * with one line naming the file and the field, before it can reach the site; every mistake is said,
 * a line each (`ContentMistakes`), so that one push fixes them all. The newsletter's part is
 * what the build then writes for the server (`build/newsletter.json`): the articles on the site at
 * `now` (`publication.ts`), and the issues that are not drafts.
 */
const dirs = {
  posts: "app/content/blog/posts",
  issues: "app/content/newsletter",
  people: "app/content/people",
  public: "public",
};

/** The files of `dir` whose names match, name to text. */
const readDir = (dir: string, names: RegExp) =>
  new Map(
    fs
      .readdirSync(dir)
      .filter((name) => names.test(name))
      .map((name) => [name, fs.readFileSync(path.join(dir, name), "utf8")]),
  );

export async function checkContent(root = process.cwd(), now = publicationNow()): Promise<NewsletterContent> {
  const mistakes: Error[] = [];
  const note = (mistake: Error) => mistakes.push(mistake);
  /** Runs one check: its mistake is noted, and the checks after it still run. */
  const noting = async <T>(check: () => T | Promise<T>): Promise<T | undefined> => {
    try {
      return await check();
    } catch (error) {
      note(error as Error);
      return undefined;
    }
  };
  for (const { copy } of editablePages)
    for (const lang of languages)
      await noting(() => {
        const file = `${copy.dir}/${lang}.yml`;
        if (!fs.existsSync(path.join(root, file)))
          throw new Error(`${file}: missing: every page has a file per language`);
        parseCopy(copy, lang, fs.readFileSync(path.join(root, file), "utf8"));
      });
  const people = await noting(() => parsePeople(readDir(path.join(root, dirs.people), /\.yaml$/)));
  for (const person of people ?? [])
    await noting(async () => {
      const file = `${dirs.people}/${person.id}.yaml`;
      if (!person.portrait) return;
      const image = path.join(dirs.public, person.portrait);
      if (!fs.existsSync(path.join(root, image)))
        throw new Error(`${file}: invalid "portrait": no file ${image}`);
      await checkPhoto(root, image, portraitNeed);
    });
  const articles = parseArticles(readDir(path.join(root, dirs.posts), /\.md$/), note);
  const published = publishedOnly(articles, now);
  for (const article of articles) {
    const file = `${dirs.posts}/${article.id}.en.md`;
    // Its author, when the people could be read (a mistake there is said already).
    if (people)
      await noting(() => {
        const author = people.find((person) => person.id === article.author);
        if (!author)
          throw new Error(
            `${file}: invalid front matter at "author": ${article.author} is not among the People (no ${dirs.people}/${article.author}.yaml: removed?): choose another author`,
          );
        if (author.draft && published.includes(article))
          throw new Error(
            `${file}: invalid front matter at "author": ${author.name} is a draft in People: publish them first, or choose another author`,
          );
      });
    await noting(() => {
      if (article.date > latestDate(now))
        throw new Error(
          `${file}: invalid front matter at "date": ${article.date} is more than a year ahead: check the year (an article is scheduled at most a year ahead)`,
        );
    });
    await noting(async () => {
      // Said once for the photo, on the first of the articles that share it.
      const sharing = articles.filter((other) => other.image === article.image);
      if (sharing.length > 1 && sharing[0] === article && !article.image.endsWith(".svg"))
        throw new Error(
          `${file}: invalid front matter at "image": ${article.image} is also the cover of ${sharing
            .slice(1)
            .map((other) => other.id)
            .join(", ")}; upload this article's own photo, under another name`,
        );
      const image = path.join(dirs.public, article.image);
      if (!fs.existsSync(path.join(root, image)))
        throw new Error(`${file}: invalid front matter at "image": no file ${image}`);
      if (!image.endsWith(".svg")) await checkPhoto(root, image);
    });
  }
  const summaries = issueArticles(published);
  const issues = await noting(() => readIssueFiles(path.join(root, dirs.issues), summaries));
  if (mistakes.length > 0) throw new ContentMistakes(mistakes.map((mistake) => mistake.message));
  return { issues: issues!, articles: summaries };
}

/** Every mistake the check found, one line each (the message: one per line). */
export class ContentMistakes extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join("\n"));
  }
}
