/**
 * The localized page set, declared once. `routes.ts` mounts it under every language, the build
 * prerenders every path it lists, and the sitemap and language alternates are derived from it.
 * Imports stay relative: `react-router.config.ts` reads this file outside of Vite's aliases.
 */
import { articleIds } from "./content/blog/ids";
import { serviceSlugs } from "./content/service-slugs";
import { languages } from "./i18n/locales";
import { localizePath } from "./i18n/paths";

interface PageRoute {
  /** Route id suffix: the route of page `about` in Portuguese has the id `pt.about`. */
  id: string;
  /** The path below the language prefix, in React Router's syntax. */
  path: string;
  file: string;
  /** Every concrete path of a dynamic route, for prerendering. */
  paths: readonly string[];
  /**
   * The query parameters that change what the page shows. A request whose query has none of them
   * (a campaign link's `utm_*`, an ad click's `gclid`) gets the prerendered file; one with any of
   * them is rendered (`server/static-pages.ts`).
   */
  query?: readonly string[];
}

export const pageRoutes: readonly PageRoute[] = [
  { id: "home", path: "", file: "routes/home.tsx", paths: ["/"] },
  { id: "about", path: "about", file: "routes/about.tsx", paths: ["/about"] },
  { id: "services", path: "services", file: "routes/services.tsx", paths: ["/services"] },
  {
    id: "service",
    path: "services/:slug",
    file: "routes/services.$slug.tsx",
    paths: serviceSlugs.map((slug) => `/services/${slug}`),
  },
  { id: "case-studies", path: "case-studies", file: "routes/case-studies.tsx", paths: ["/case-studies"] },
  { id: "blog", path: "blog", file: "routes/blog.tsx", paths: ["/blog"], query: ["category"] },
  {
    id: "article",
    path: "blog/:id",
    file: "routes/blog.$id.tsx",
    paths: articleIds.map((id) => `/blog/${id}`),
  },
  { id: "contact", path: "contact", file: "routes/contact.tsx", paths: ["/contact"] },
  { id: "privacy", path: "privacy", file: "routes/privacy.tsx", paths: ["/privacy"] },
];

/** The query parameters that change the page at a language-neutral path (`/blog`: `category`). */
export function queryReadAt(path: string): readonly string[] {
  return pageRoutes.find((page) => page.paths.includes(path))?.query ?? [];
}

/** The language-neutral paths of every page (17). */
export const pagePaths: readonly string[] = pageRoutes.flatMap((page) => page.paths);

/** The blog's RSS feed in each language: `/blog/rss.xml`, `/pt/blog/rss.xml`, ... */
export const feedPaths: readonly string[] = languages.map((lang) => localizePath("/blog/rss.xml", lang));

/** Every page in every language (68): what the build prerenders and the sitemap lists. */
export const localizedPagePaths: readonly string[] = languages.flatMap((lang) =>
  pagePaths.map((path) => localizePath(path, lang)),
);
