import fs from "node:fs";
import path from "node:path";
import { articleIdsIn } from "./article-ids";

/** Where the articles' files are, from the project's root. */
export const postsDir = "app/content/blog/posts";

/**
 * The articles' ids from the disk, for what runs outside Vite from the project's root (the route
 * config's prerendering, the build's checks, the tests); the site itself reads them with Vite.
 */
export function articleIdsOnDisk(root = process.cwd()): string[] {
  return articleIdsIn(fs.readdirSync(path.join(root, postsDir)));
}
