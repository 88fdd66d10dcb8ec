import fs from "node:fs";
import path from "node:path";
import { parseArticles } from "../../app/content/blog/articles.server";
import { issueArticles, readIssueFiles, type NewsletterContent } from "../../app/newsletter/issues.server";
import { checkPhoto } from "./covers";

/**
 * What editors write, checked before anything is built (`npm run build` runs this first): every
 * article in every language and its cover, every newsletter issue. A mistake stops the build with
 * one line naming the file and the field, before it can reach the site. The newsletter's part is what
 * the build then writes for the server (`build/newsletter.json`).
 */
const dirs = { posts: "app/content/blog/posts", issues: "app/content/newsletter", public: "public" };

export async function checkContent(root = process.cwd()): Promise<NewsletterContent> {
  const postsDir = path.join(root, dirs.posts);
  const articles = parseArticles(
    new Map(
      fs.readdirSync(postsDir).map((name) => [name, fs.readFileSync(path.join(postsDir, name), "utf8")]),
    ),
  );
  for (const article of articles) {
    const image = path.join(dirs.public, article.image);
    if (!fs.existsSync(path.join(root, image)))
      throw new Error(`${dirs.posts}/${article.id}.en.md: invalid front matter at "image": no file ${image}`);
    if (!image.endsWith(".svg")) await checkPhoto(path.join(root, image));
  }
  const summaries = issueArticles(articles);
  return { issues: readIssueFiles(path.join(root, dirs.issues), summaries), articles: summaries };
}
