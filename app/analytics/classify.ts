import { isbot } from "isbot";
import { splitLangPath } from "~/i18n/paths";
import type { Lang } from "~/i18n/locales";

/**
 * Which requests are page views. A view is a GET of a page that answers 200 or 304, from a browser:
 * a document load, or a client navigation's data request (`/<page>.data?_routes=…`, what a hydrated
 * page fetches instead of the HTML). Never a view: bots (`isbot`), HEAD, prefetches, assets, feeds,
 * the sitemap, robots.txt, the health check, the newsletter's token pages, and the data request that
 * revalidates a page after a form post (see `isRevalidation`). A 404 is counted apart, by path.
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
const notPages = /^\/(?:(?:pt|es|fr)\/)?(?:newsletter\/|healthz$)|^\/assets\//;

const header = (facts: RequestFacts, name: string) => {
  const value = facts.headers[name];
  return Array.isArray(value) ? value.join(", ") : (value ?? "");
};

/** `/pt/about.data` → `/pt/about`; `/_root.data` → `/`; undefined if not a data request. */
export function pageOfData(pathname: string): string | undefined {
  if (!pathname.endsWith(".data")) return undefined;
  const page = pathname.slice(0, -".data".length);
  return page === "/_root" ? "/" : page;
}

/**
 * The request, before it is answered: a page (document or data) it may be a view of, or nothing.
 * Cheap: most requests (assets, images) are rejected by their path alone.
 */
export function candidatePage(facts: RequestFacts): { path: string; data: boolean } | undefined {
  if (facts.method !== "GET") return undefined;
  const queryAt = facts.url.indexOf("?");
  const pathname = queryAt === -1 ? facts.url : facts.url.slice(0, queryAt);
  if (notPages.test(pathname)) return undefined;
  const dataPage = pageOfData(pathname);
  // Files (`/robots.txt`, `/sitemap.xml`, `/blog/rss.xml`, images, and their `.data`) have an
  // extension; pages have none.
  if (/\.[a-z0-9]+$/i.test(dataPage ?? pathname)) return undefined;
  if (dataPage !== undefined) return { path: dataPage, data: true };
  const dest = header(facts, "sec-fetch-dest");
  // A browser says what it loads; a client that says nothing (an old browser) is taken at its word.
  if (dest && dest !== "document") return undefined;
  return { path: pathname, data: false };
}

/** Asked for ahead of use (`<link rel=prefetch>`, speculation rules): no one has seen it yet. */
function isPrefetch(facts: RequestFacts) {
  return /prefetch/i.test(header(facts, "sec-purpose")) || /prefetch/i.test(header(facts, "purpose"));
}

/**
 * React Router fetches a page's data again after a form post on that page (its revalidation), from
 * the page itself: `GET /contact.data` with `Referer: …/contact`. A client navigation always comes
 * from another page (its `Referer` is the page the visitor left), so a data request whose `Referer`
 * is the page it loads is not a view: the revalidation after a post, or the same page's data asked
 * again (a filter on the blog list), never a new page. It needs no memory of the post, so it holds
 * with several instances behind a load balancer. `Referrer-Policy: strict-origin-when-cross-origin`
 * (`server/security-headers.ts`) keeps the path in same-origin requests.
 */
export function isRevalidation(page: string, referer: string) {
  if (!referer) return false;
  try {
    // Data requests are same-origin fetches: the path alone says which page sent it.
    return (new URL(referer).pathname.replace(/\/+$/, "") || "/") === page;
  } catch {
    return false;
  }
}

/** The request once answered: a view, a 404 to count apart, or nothing. */
export function classify(
  facts: RequestFacts,
  candidate: { path: string; data: boolean },
  status: number,
): Classified {
  if (isPrefetch(facts) || isbot(header(facts, "user-agent"))) return none;
  if (status === 404) return { kind: "notFound", path: candidate.path.slice(0, 200) };
  if (status !== 200 && status !== 304) return none;
  if (candidate.data && isRevalidation(candidate.path, header(facts, "referer"))) {
    return none;
  }
  const page = candidate.path.replace(/\/+$/, "") || "/";
  return { kind: "view", path: page, lang: splitLangPath(page).lang };
}

/** The browser's first preferred language (`pt-BR, pt;q=0.9` → `pt`), offered by the site or not. */
export function browserLanguage(acceptLanguage: string): string {
  const first = acceptLanguage.split(",")[0]?.split(";")[0]?.trim().toLowerCase() ?? "";
  const primary = first.split("-")[0] ?? "";
  return /^[a-z]{2,3}$/.test(primary) ? primary : "unknown";
}
