import fs from "node:fs";
import path from "node:path";
import { parseArticles, type Article } from "../../app/content/blog/articles.server";
import { parsePeople, type Person } from "../../app/content/people/schema";
import { publicationNow, publishedOnly } from "../../app/content/blog/publication";

/**
 * The content as the repository holds it now, read by the build's own parsers: what a test of the
 * pages expects to find, so that what an editor publishes does not fail the tests around it.
 */

/**
 * The articles on the site as the repository holds them now, newest first, read by the build's own
 * parser (drafts and those not yet due left out, as the build leaves them): what a test of the blog
 * expects to find, so that an article an editor publishes (or a correction) does not fail the tests
 * of the pages around it.
 */
export function publishedArticles(root = process.cwd()): Article[] {
  const dir = path.join(root, "app/content/blog/posts");
  return publishedOnly(
    parseArticles(
      new Map(fs.readdirSync(dir).map((name) => [name, fs.readFileSync(path.join(dir, name), "utf8")])),
    ),
    publicationNow(),
  );
}

/** The firm's people as the repository holds them now (`app/content/people/`). */
export function peopleOnDisk(root = process.cwd()): Person[] {
  const dir = path.join(root, "app/content/people");
  return parsePeople(
    new Map(
      fs
        .readdirSync(dir)
        .filter((name) => name.endsWith(".yaml"))
        .map((name) => [name, fs.readFileSync(path.join(dir, name), "utf8")]),
    ),
  );
}
