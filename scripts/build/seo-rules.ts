/** The rules `postbuild.ts` applies to the built pages; pure, so that they are unit-tested. */
export interface BuiltPage {
  /** The page's URL path, e.g. `/pt/about`. */
  path: string;
  html: string;
}

interface Context {
  origin: string;
  sitemap: string;
  /** How a page of the path's language declares it: `<html lang>`, and its alternates' `hreflang`. */
  languageOf: (path: string) => { html: string; hreflang: string };
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];
}

function head(html: string) {
  const links = [...html.matchAll(/<link\b[^>]*>/gi)].map((match) => match[0]);
  return {
    lang: /<html\b[^>]*\slang="([^"]*)"/i.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/i.exec(html)?.[1],
    canonical: links
      .filter((tag) => attribute(tag, "rel") === "canonical")
      .map((tag) => attribute(tag, "href")),
    alternates: links
      .filter((tag) => attribute(tag, "rel") === "alternate" && attribute(tag, "hreflang"))
      .map((tag) => ({ lang: attribute(tag, "hreflang")!, href: attribute(tag, "href")! })),
  };
}

export function checkPages(pages: BuiltPage[], { origin, sitemap, languageOf }: Context): string[] {
  const problems: string[] = [];
  const urlOf = (path: string) => `${origin}${path}`;
  const byUrl = new Map(pages.map((page) => [urlOf(page.path), { page, head: head(page.html) }]));
  const titles = new Map<string, string>();

  for (const [url, { page, head: info }] of byUrl) {
    if (info.lang !== languageOf(page.path).html)
      problems.push(
        `${page.path}: <html lang="${info.lang}"> but the URL's language is ${languageOf(page.path).html}`,
      );
    if (info.canonical.length !== 1 || info.canonical[0] !== url)
      problems.push(`${page.path}: canonical ${info.canonical.join(", ") || "missing"} is not ${url}`);
    if (!info.title) problems.push(`${page.path}: no <title>`);
    else if (titles.has(info.title))
      problems.push(`${page.path}: same title as ${titles.get(info.title)}: "${info.title}"`);
    else titles.set(info.title, page.path);

    if (!info.alternates.some((alternate) => alternate.lang === "x-default"))
      problems.push(`${page.path}: no x-default alternate`);
    for (const alternate of info.alternates) {
      const target = byUrl.get(alternate.href);
      if (!target) {
        problems.push(`${page.path}: alternate ${alternate.lang} ${alternate.href} is not a built page`);
        continue;
      }
      if (
        alternate.lang !== "x-default" &&
        !target.head.alternates.some((back) => back.lang !== "x-default" && back.href === url)
      ) {
        problems.push(`${page.path}: alternate ${alternate.href} does not link back`);
      }
      if (alternate.lang !== "x-default" && languageOf(target.page.path).hreflang !== alternate.lang) {
        problems.push(`${page.path}: alternate ${alternate.href} is labelled ${alternate.lang}`);
      }
    }
  }

  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>|href="([^"]+)"/g)].map(
    (match) => match[1] ?? match[2]!,
  );
  for (const url of new Set(listed))
    if (!byUrl.has(url)) problems.push(`sitemap: ${url} is not a built page`);
  for (const url of byUrl.keys()) if (!listed.includes(url)) problems.push(`sitemap: ${url} is missing`);
  return problems;
}
