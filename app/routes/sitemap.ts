import { siteUrl } from "~/config/env.server";
import { hreflangs, languages } from "~/i18n/locales";
import { localizePath } from "~/i18n/paths";
import { allArticles } from "~/content/blog/posts.server";
import { pagePaths } from "~/pages";

/** Every page in every language, each with its alternates, prerendered to `/sitemap.xml`. */
export function loader() {
  const origin = siteUrl();
  const alternates = (path: string) =>
    [
      ...languages.map(
        (lang) =>
          `<xhtml:link rel="alternate" hreflang="${hreflangs[lang]}" href="${origin}${localizePath(path, lang)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}${localizePath(path, "en")}"/>`,
    ].join("");
  const urls = pagePaths(allArticles().map((article) => article.id)).flatMap((path) =>
    languages.map(
      (lang) => `  <url><loc>${origin}${localizePath(path, lang)}</loc>${alternates(path)}</url>`,
    ),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
