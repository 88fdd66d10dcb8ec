import { siteUrl } from "~/config/env.server";

/** Prerendered to `/robots.txt`: everything may be crawled; the sitemap lists the pages. */
export function loader() {
  const origin = siteUrl();
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
