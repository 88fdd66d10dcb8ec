/**
 * The localized page set, declared once. `routes.ts` mounts it under every language, the build
 * prerenders every path it lists, and the sitemap and language alternates are derived from it. The
 * articles' paths come from their files (`content/blog/article-ids.ts`): whoever lists the pages
 * passes the article ids it read, with Vite (`posts.server.ts`) or from the disk
 * (`article-ids.node.ts`). Imports stay relative: `react-router.config.ts` reads this file outside
 * of Vite's aliases.
 */
import { articleIdsOnDisk } from "./content/blog/article-ids.node";
import { serviceSlugs } from "./content/service-slugs";
import { languages } from "./i18n/locales";
import { localizePath } from "./i18n/paths";

interface PageRoute {
  /** Route id suffix: the route of page `about` in Portuguese has the id `pt.about`. */
  id: string;
  /** The path below the language prefix, in React Router's syntax. */
  path: string;
  file: string;
  /** Every concrete path of the route, for prerendering, given the articles' ids. */
  paths: (articleIds: readonly string[]) => readonly string[];
  /**
   * The query parameters that change what the page shows. A request whose query has none of them
   * (a campaign link's `utm_*`, an ad click's `gclid`) gets the prerendered file; one with any of
   * them is rendered (`server/static-pages.ts`).
   */
  query?: readonly string[];
  /**
   * `request`: what the page shows changes by the minute (the booking page's free times), so the
   * server renders it on every request and never serves its prerendered file; the build still
   * prerenders it, for the checks that read every built page.
   */
  render?: "request";
}

const single = (path: string) => () => [path];

export const pageRoutes: readonly PageRoute[] = [
  { id: "home", path: "", file: "routes/home.tsx", paths: single("/") },
  { id: "about", path: "about", file: "routes/about.tsx", paths: single("/about") },
  { id: "services", path: "services", file: "routes/services.tsx", paths: single("/services") },
  {
    id: "service",
    path: "services/:slug",
    file: "routes/services.$slug.tsx",
    paths: () => serviceSlugs.map((slug) => `/services/${slug}`),
  },
  {
    id: "case-studies",
    path: "case-studies",
    file: "routes/case-studies.tsx",
    paths: single("/case-studies"),
  },
  { id: "blog", path: "blog", file: "routes/blog.tsx", paths: single("/blog"), query: ["category"] },
  {
    id: "article",
    path: "blog/:id",
    file: "routes/blog.$id.tsx",
    paths: (articleIds) => articleIds.map((id) => `/blog/${id}`),
  },
  { id: "contact", path: "contact", file: "routes/contact.tsx", paths: single("/contact") },
  { id: "privacy", path: "privacy", file: "routes/privacy.tsx", paths: single("/privacy") },
  {
    id: "book",
    path: "book",
    file: "routes/book.tsx",
    paths: single("/book"),
    query: ["service", "tz", "reschedule"],
    render: "request",
  },
];

/** The page route at a language-neutral path (`/services/ai-solutions`: `service`), if any. */
function routeAt(path: string): PageRoute | undefined {
  const segments = (pattern: string) => pattern.split("/").filter(Boolean);
  return pageRoutes.find((page) => {
    const [wanted, given] = [segments(page.path), segments(path)];
    return (
      wanted.length === given.length && wanted.every((part, i) => part.startsWith(":") || part === given[i])
    );
  });
}

/** The query parameters that change the page at a language-neutral path (`/blog`: `category`). */
export function queryReadAt(path: string): readonly string[] {
  return routeAt(path)?.query ?? [];
}

/** Whether the page at a language-neutral path is rendered on every request (`/book`). */
export const renderedPerRequest = (path: string): boolean => routeAt(path)?.render === "request";

/** The language-neutral paths of every page, given the articles' ids (18 with six articles). */
export const pagePaths = (articleIds: readonly string[]): string[] =>
  pageRoutes.flatMap((page) => page.paths(articleIds));

/** Every page in every language: what the build prerenders and the sitemap lists (72 with six articles). */
export const localizedPagePaths = (articleIds: readonly string[]): string[] =>
  languages.flatMap((lang) => pagePaths(articleIds).map((path) => localizePath(path, lang)));

/**
 * The pages as the disk has them (the articles' files read from the project's root): for what runs
 * outside Vite, the route config's prerendering, the build's checks, the tests and the benchmarks.
 */
export const localizedPagePathsOnDisk = () => localizedPagePaths(articleIdsOnDisk());

/** The blog's RSS feed in each language: `/blog/rss.xml`, `/pt/blog/rss.xml`, ... */
export const feedPaths: readonly string[] = languages.map((lang) => localizePath("/blog/rss.xml", lang));

/** The articles as the reading list shows them, in each language (`routes/blog.articles.ts`). */
export const articleIndexPaths: readonly string[] = languages.map((lang) =>
  localizePath("/blog/articles.json", lang),
);
