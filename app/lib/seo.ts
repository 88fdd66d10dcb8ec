import type { MetaDescriptor } from "react-router";
import { site } from "~/config/site";

/** A page's `<title>` and description. The firm's name follows every title. */
export function pageMeta(meta: { title: string; description?: string }): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [{ title: `${meta.title} | ${site.name}` }];
  if (meta.description) tags.push({ name: "description", content: meta.description });
  return tags;
}

/** Not-found pages: a title, and kept out of search results. */
export function notFoundMeta(title: string): MetaDescriptor[] {
  return [...pageMeta({ title }), { name: "robots", content: "noindex" }];
}

/** The `<link>` that lets feed readers find the blog's RSS feed. */
export const feedLink = {
  rel: "alternate",
  type: "application/rss+xml",
  href: "/blog/rss.xml",
  title: `${site.name} — Blog`,
} as const;
