import fs from "node:fs";
import path from "node:path";
import { parseArticles, type Article } from "../../app/content/blog/articles.server";

/**
 * The articles as the repository holds them now, newest first, read by the build's own parser: what
 * a test of the blog expects to find, so that an article an editor publishes (or a correction) does
 * not fail the tests of the pages around it.
 */
export function publishedArticles(root = process.cwd()): Article[] {
  const dir = path.join(root, "app/content/blog/posts");
  return parseArticles(
    new Map(fs.readdirSync(dir).map((name) => [name, fs.readFileSync(path.join(dir, name), "utf8")])),
  );
}
