import fs from "node:fs";
import path from "node:path";
import { parseArticles } from "../../app/content/blog/articles.server";
import { issueArticles, readIssueFiles, type NewsletterContent } from "../../app/newsletter/issues.server";
import { parsePeople } from "../../app/content/people/schema";
import { editablePages } from "../../app/content/editable-pages";
import { parseCopy } from "../../app/content/page-copy";
import { languages } from "../../app/i18n/locales";
import { checkPhoto } from "./covers";
import { portraitNeed } from "./portraits";

/**
 * What editors write, checked before anything is built (`npm run build` runs this first): every
 * article in every language and its cover, every newsletter issue, the words of the pages editors
 * change (`app/content/editable-pages.ts`). A mistake stops the build with
 * one line naming the file and the field, before it can reach the site. The newsletter's part is what
 * the build then writes for the server (`build/newsletter.json`).
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

export async function checkContent(root = process.cwd()): Promise<NewsletterContent> {
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
  for (const article of articles) {
    if (!people.some((person) => person.id === article.author))
      throw new Error(
        `${dirs.posts}/${article.id}.en.md: invalid front matter at "author": no ${dirs.people}/${article.author}.yaml`,
      );
    const image = path.join(dirs.public, article.image);
    if (!fs.existsSync(path.join(root, image)))
      throw new Error(`${dirs.posts}/${article.id}.en.md: invalid front matter at "image": no file ${image}`);
    if (!image.endsWith(".svg")) await checkPhoto(root, image);
  }
  const summaries = issueArticles(articles);
  return { issues: readIssueFiles(path.join(root, dirs.issues), summaries), articles: summaries };
}
