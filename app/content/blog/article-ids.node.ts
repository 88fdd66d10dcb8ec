import fs from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { languages } from "../../i18n/locales";
import { articleIdsIn } from "./article-ids";
import { isPublished, publicationNow } from "./publication";

/** Where the articles' files are, from the project's root. */
export const postsDir = "app/content/blog/posts";

/** The front matter of a file of `posts/`, or nothing when there is no such file. */
function frontMatter(root: string, file: string): Record<string, unknown> | undefined {
  const where = path.join(root, postsDir, file);
  if (!fs.existsSync(where)) return undefined;
  const match = /^---\r?\n([\s\S]+?)\r?\n---/.exec(fs.readFileSync(where, "utf8"));
  return (parseYaml(match?.[1] ?? "") ?? {}) as Record<string, unknown>;
}

/**
 * The ids of the articles on the site at `now` (`publication.ts`), from the disk, for what runs
 * outside Vite from the project's root (the route config's prerendering, the build's checks, the
 * tests); the site itself reads them with Vite. The build's content check has read every file first.
 */
export function articleIdsOnDisk(root = process.cwd(), now = publicationNow()): string[] {
  return articleIdsIn(fs.readdirSync(path.join(root, postsDir))).filter((id) => {
    const versions = languages.map((lang) => frontMatter(root, `${id}.${lang}.md`));
    const draft = versions.some((version) => !version || version.draft === true);
    return isPublished({ date: String(versions[0]?.date), draft }, now);
  });
}
