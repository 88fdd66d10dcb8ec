import { isbot } from "isbot";
import { splitLangPath } from "~/i18n/paths";
import { prefixedLanguages, type Lang } from "~/i18n/locales";

/**
 * Which requests are page views. A view is a GET of a page that answers 200 or 304, from a browser:
 * a document load (no page runs a client router, so every page a visitor reads is one). Never a
 * view: bots (`isbot`), HEAD, prefetches, assets and other files, feeds, the sitemap, robots.txt, the
 * health check, the newsletter's token pages. A 404 is counted apart, by path.
 */
export interface RequestFacts {
  method: string;
  /** The canonical path and query, as the server received it (`/pt/about?utm_source=x`). */
  url: string;
  /** Lower-case header names, as Node gives them. */
  headers: Record<string, string | string[] | undefined>;
}

export type Classified =
  | { kind: "view"; path: string; lang: Lang }
  | { kind: "notFound"; path: string }
  | { kind: "none" };

const none: Classified = { kind: "none" };

/** Paths that answer a GET without being a page a visitor reads. */
const notPages = new RegExp(
  `^/(?:(?:${prefixedLanguages.join("|")})/)?(?:newsletter/|healthz$)|^/(?:assets|islands)/`,
);

const header = (facts: RequestFacts, name: string) => {
  const value = facts.headers[name];
  return Array.isArray(value) ? value.join(", ") : (value ?? "");
};

/**
 * The request, before it is answered: a page (document or data) it may be a view of, or nothing.
 * Cheap: most requests (assets, images) are rejected by their path alone.
 */
export function candidatePage(facts: RequestFacts): { path: string } | undefined {
  if (facts.method !== "GET") return undefined;
  const queryAt = facts.url.indexOf("?");
  const pathname = queryAt === -1 ? facts.url : facts.url.slice(0, queryAt);
  if (notPages.test(pathname)) return undefined;
  // Files (`/robots.txt`, `/sitemap.xml`, `/blog/rss.xml`, images) have an extension; pages have none.
  if (/\.[a-z0-9]+$/i.test(pathname)) return undefined;
  const dest = header(facts, "sec-fetch-dest");
  // A browser says what it loads; a client that says nothing (an old browser) is taken at its word.
  if (dest && dest !== "document") return undefined;
  return { path: pathname };
}

/** Asked for ahead of use (`<link rel=prefetch>`, speculation rules): no one has seen it yet. */
function isPrefetch(facts: RequestFacts) {
  return /prefetch/i.test(header(facts, "sec-purpose")) || /prefetch/i.test(header(facts, "purpose"));
}

/** The request once answered: a view, a 404 to count apart, or nothing. */
export function classify(facts: RequestFacts, candidate: { path: string }, status: number): Classified {
  if (isPrefetch(facts) || isbot(header(facts, "user-agent"))) return none;
  if (status === 404) return { kind: "notFound", path: candidate.path.slice(0, 200) };
  if (status !== 200 && status !== 304) return none;
  const page = candidate.path.replace(/\/+$/, "") || "/";
  return { kind: "view", path: page, lang: splitLangPath(page).lang };
}

/** The browser's first preferred language (`pt-BR, pt;q=0.9` → `pt`), offered by the site or not. */
export function browserLanguage(acceptLanguage: string): string {
  const first = acceptLanguage.split(",")[0]?.split(";")[0]?.trim().toLowerCase() ?? "";
  const primary = first.split("-")[0] ?? "";
  return /^[a-z]{2,3}$/.test(primary) ? primary : "unknown";
}
