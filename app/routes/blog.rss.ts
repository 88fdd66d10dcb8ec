import type { Route } from "./+types/blog.rss";
import { siteUrl } from "~/config/env.server";
import { site } from "~/config/site";
import { blogContent } from "~/content/blog";
import { authors } from "~/content/blog/authors";
import { articles } from "~/content/blog/posts.server";
import { dictionaries } from "~/i18n/dictionaries.server";

/** The RSS 2.0 feed of the articles, prerendered to `/blog/rss.xml`. */
export function loader(_: Route.LoaderArgs) {
  const origin = siteUrl();
  const { blog } = dictionaries.en;
  const { meta } = blogContent.en;
  const items = articles.map((article) => {
    const url = `${origin}/blog/${article.id}`;
    return `    <item>
      <title>${escapeXml(article.title.en)}</title>
      <link>${url}</link>
      <guid isPermaLink="true">${url}</guid>
      <description>${escapeXml(article.excerpt.en)}</description>
      <category>${escapeXml(blog.categories[article.category])}</category>
      <dc:creator>${escapeXml(authors[article.author].name)}</dc:creator>
      <pubDate>${new Date(`${article.date}T00:00:00Z`).toUTCString()}</pubDate>
      <content:encoded><![CDATA[${article.html.replaceAll("]]>", "]]]]><![CDATA[>")}]]></content:encoded>
    </item>`;
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>${escapeXml(`${site.name} — ${meta.title}`)}</title>
    <link>${origin}/blog</link>
    <atom:link href="${origin}/blog/rss.xml" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(meta.description)}</description>
    <language>en-us</language>
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
