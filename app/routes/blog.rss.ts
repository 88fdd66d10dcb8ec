import type { Route } from "./+types/blog.rss";
import { siteUrl } from "~/config/env.server";
import { site } from "~/config/site";
import { blogContent } from "~/content/blog";
import { allArticles } from "~/content/blog/posts.server";
import { findPerson } from "~/content/people/index.server";
import { dictionaries } from "~/content/dictionaries.server";
import { localeTags } from "~/i18n/locales";
import { localizePath } from "~/i18n/paths";
import { requestLang } from "~/i18n/request.server";

/**
 * The RSS 2.0 feed of the articles in the language of its prefix, prerendered to `/blog/rss.xml`,
 * `/pt/blog/rss.xml`, `/es/blog/rss.xml` and `/fr/blog/rss.xml`: each item is that language's version.
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const origin = siteUrl();
  const { blog } = dictionaries[lang];
  const { meta } = blogContent[lang];
  const articles = allArticles();
  const items = articles.map((article) => {
    const version = article.versions[lang];
    const url = `${origin}${localizePath(`/blog/${article.id}`, lang)}`;
    return `    <item>
      <title>${escapeXml(version.title)}</title>
      <link>${url}</link>
      <guid isPermaLink="true">${url}</guid>
      <description>${escapeXml(version.excerpt)}</description>
      <category>${escapeXml(blog.categories[article.category])}</category>
      <dc:creator>${escapeXml(findPerson(article.author)?.name ?? site.name)}</dc:creator>
      <pubDate>${new Date(`${article.date}T00:00:00Z`).toUTCString()}</pubDate>
      <content:encoded><![CDATA[${version.html.replaceAll("]]>", "]]]]><![CDATA[>")}]]></content:encoded>
    </item>`;
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>${escapeXml(`${site.name} — ${meta.title}`)}</title>
    <link>${origin}${localizePath("/blog", lang)}</link>
    <atom:link href="${origin}${localizePath("/blog/rss.xml", lang)}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(meta.description)}</description>
    <language>${localeTags[lang].bcp47.toLowerCase()}</language>
    <lastBuildDate>${new Date(`${articles[0]?.date ?? "2025-01-01"}T00:00:00Z`).toUTCString()}</lastBuildDate>
${items.join("\n")}
  </channel>
</rss>
`;
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}
