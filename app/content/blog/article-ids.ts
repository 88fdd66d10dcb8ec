// Relative: `react-router.config.ts` reads this file (through `pages.ts`) outside of Vite's aliases.
import { isLang, type Lang } from "../../i18n/locales";

/**
 * An article's id is the stem of its files, `posts/<id>.<lang>.md`: a number for the first six
 * articles, a slug for the ones editors add (`remote-teams-that-work`). Nothing lists ids by hand:
 * the site reads them from the files (`posts.server.ts`, and `article-ids.node.ts` outside Vite).
 */
export const articleIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `7.fr.md` → `{ id: "7", lang: "fr" }`; undefined for a name that is not an article's file. */
export function articleFile(name: string): { id: string; lang: Lang } | undefined {
  const match = /^(.+)\.([a-z]{2})\.md$/.exec(name);
  if (!match || !articleIdPattern.test(match[1]!) || !isLang(match[2])) return undefined;
  return { id: match[1]!, lang: match[2] };
}

/** The ids of the articles whose files are `names`, each once, in name order. */
export function articleIdsIn(names: Iterable<string>): string[] {
  return [...new Set([...names].flatMap((name) => articleFile(name)?.id ?? []))].sort();
}
