import { siteUrl } from "~/config/env.server";

/**
 * Prerendered to `/robots.txt`: everything may be crawled but the editors' `/admin` (which also says
 * `noindex`); the sitemap lists the pages.
 */
export function loader() {
  const origin = siteUrl();
  return new Response(`User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${origin}/sitemap.xml\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
