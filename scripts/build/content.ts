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
 * with one line naming the file and the field, before it can reach the site. The newsletter's part is
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
  for (const { copy } of editablePages)
    for (const lang of languages) {
      const file = `${copy.dir}/${lang}.yml`;
      if (!fs.existsSync(path.join(root, file)))
        throw new Error(`${file}: missing: every page has a file per language`);
      parseCopy(copy, lang, fs.readFileSync(path.join(root, file), "utf8"));
    }
  const people = parsePeople(readDir(path.join(root, dirs.people), /\.yaml$/));
  for (const person of people) {
    const file = `${dirs.people}/${person.id}.yaml`;
    if (!person.portrait) continue;
    const image = path.join(dirs.public, person.portrait);
    if (!fs.existsSync(path.join(root, image)))
      throw new Error(`${file}: invalid "portrait": no file ${image}`);
    await checkPhoto(root, image, portraitNeed);
  }
  const articles = parseArticles(readDir(path.join(root, dirs.posts), /\.md$/));
  const published = publishedOnly(articles, now);
  for (const article of articles) {
    const file = `${dirs.posts}/${article.id}.en.md`;
    const author = people.find((person) => person.id === article.author);
    if (!author)
      throw new Error(
        `${file}: invalid front matter at "author": ${article.author} is not among the People (no ${dirs.people}/${article.author}.yaml: removed?): choose another author`,
      );
    if (author.draft && published.includes(article))
      throw new Error(
        `${file}: invalid front matter at "author": ${author.name} is a draft in People: publish them first, or choose another author`,
      );
    if (article.date > latestDate(now))
      throw new Error(
        `${file}: invalid front matter at "date": ${article.date} is more than a year ahead: check the year (an article is scheduled at most a year ahead)`,
      );
    const sharing = articles.find((other) => other !== article && other.image === article.image);
    if (sharing && !article.image.endsWith(".svg"))
      throw new Error(
        `${file}: invalid front matter at "image": ${article.image} is also the cover of ${sharing.id}; upload this article's own photo, under another name`,
      );
    const image = path.join(dirs.public, article.image);
    if (!fs.existsSync(path.join(root, image)))
      throw new Error(`${file}: invalid front matter at "image": no file ${image}`);
    if (!image.endsWith(".svg")) await checkPhoto(root, image);
  }
  const summaries = issueArticles(published);
  return { issues: readIssueFiles(path.join(root, dirs.issues), summaries), articles: summaries };
}
