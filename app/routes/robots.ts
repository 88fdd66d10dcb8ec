import { parseEnv } from "~/config/env.server";

/** Prerendered to `/robots.txt`: everything may be crawled; the sitemap lists the pages. */
export function loader() {
  const origin = parseEnv(process.env).SITE_URL;
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
