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
  // The pages newsletter emails link to: rendered per request (they read a token), never prerendered.
  const newsletter = [
    route("newsletter/confirm", "routes/newsletter.confirm.tsx", { id: `${lang}.newsletter-confirm` }),
    route("newsletter/unsubscribe", "routes/newsletter.unsubscribe.tsx", {
      id: `${lang}.newsletter-unsubscribe`,
    }),
  ];
  // The booking's manage page, which a booking's emails link to: per request (it reads a token).
  const manageBooking = route("book/manage", "routes/book.manage.tsx", { id: `${lang}.book-manage` });
  // The blog's RSS feed, and the articles as the reading list shows them, in the prefix's language.
  const feed = route("blog/rss.xml", "routes/blog.rss.ts", { id: `${lang}.blog-rss` });
  const articleIndex = route("blog/articles.json", "routes/blog.articles.ts", {
    id: `${lang}.blog-articles`,
  });
  const notFound = route("*", "routes/not-found.tsx", { id: `${lang}.not-found` });
  return [...pages, ...newsletter, manageBooking, feed, articleIndex, notFound];
}

export default [
  ...localizedRoutes("en"),
  ...languages.filter((lang) => lang !== "en").flatMap((lang) => prefix(lang, localizedRoutes(lang))),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("healthz", "routes/healthz.ts"),
] satisfies RouteConfig;
