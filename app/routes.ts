import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";
import { languages } from "./i18n/locales";
import { pageRoutes } from "./pages";

/**
 * The same page set under every language: English at the root, the others under `/pt`, `/es`, `/fr`.
 * Prefixes are literal, so `/de/about` matches no page and falls through to the not-found route.
 */
function localizedRoutes(lang: (typeof languages)[number]) {
  const pages = pageRoutes.map((page) => {
    const id = `${lang}.${page.id}`;
    return page.path === "" ? index(page.file, { id }) : route(page.path, page.file, { id });
  });
  const notFound = route("*", "routes/not-found.tsx", { id: `${lang}.not-found` });
  return [...pages, notFound];
}

export default [
  ...localizedRoutes("en"),
  ...languages.filter((lang) => lang !== "en").flatMap((lang) => prefix(lang, localizedRoutes(lang))),
  route("blog/rss.xml", "routes/blog.rss.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("healthz", "routes/healthz.ts"),
] satisfies RouteConfig;
