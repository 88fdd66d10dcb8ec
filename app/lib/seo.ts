import type { MetaDescriptor } from "react-router";
import { site } from "~/config/site";
import { hreflangs, languages, localeTags, type Lang } from "~/i18n/locales";
import type { Messages } from "~/i18n/messages/en";
import { breadcrumbData } from "./structured-data";
import { localizePath, splitLangPath } from "~/i18n/paths";

/** What a route's `meta` receives that the tags below need: where the page is, and the root's data. */
interface MetaContext {
  location: { pathname: string };
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
}

interface PageSeo {
  title: string;
  description?: string;
  /** `article` for blog posts. */
  type?: "website" | "article";
  /** The page's name in its breadcrumbs, when shorter than its title. */
  crumb?: string;
  /** Links the blog's feed in the page's language (the blog and its articles). */
  feed?: boolean;
  /** What schema.org calls this page; `WebPage` unless said. */
  kind?: "WebPage" | "AboutPage" | "ContactPage" | "CollectionPage";
  /** Structured data about the page's subject (JSON-LD objects, without `@context`). */
  jsonLd?: Record<string, unknown>[];
}

/** The root loader's data that the tags below read. */
interface RootData {
  siteUrl?: string;
  messages?: Messages;
}

function rootData(matches: MetaContext["matches"]): RootData {
  return (matches.find((match) => match?.id === "root")?.loaderData ?? {}) as RootData;
}

/** The name of each top-level section in the page's language, for breadcrumbs. */
function sectionName(messages: Messages, segment: string): string | undefined {
  const names: Record<string, string> = {
    about: messages.nav.about,
    services: messages.nav.services,
    "case-studies": messages.nav.caseStudies,
    blog: messages.nav.blog,
    contact: messages.nav.contact,
    privacy: messages.footer.privacy,
  };
  return names[segment];
}

/**
 * The page as schema.org sees it, on every page: its kind, URL, name, language, the site it is part
 * of, and its breadcrumbs (home, the section, the page), named in the page's language.
 */
function webPageData(origin: string, lang: Lang, path: string, page: PageSeo, messages?: Messages) {
  const segments = path.split("/").filter(Boolean);
  const steps = [{ name: messages?.nav.home ?? site.name, path: localizePath("/", lang) }];
  if (segments.length > 0) {
    const section = `/${segments[0]}`;
    const name = (messages && sectionName(messages, segments[0]!)) ?? page.title;
    steps.push({ name, path: localizePath(section, lang) });
    if (segments.length > 1) steps.push({ name: page.crumb ?? page.title, path: localizePath(path, lang) });
  }
  const url = `${origin}${localizePath(path, lang)}`;
  return {
    "@type": page.kind ?? "WebPage",
    "@id": `${url}#webpage`,
    url,
    name: page.title,
    ...(page.description ? { description: page.description } : {}),
    inLanguage: lang,
    isPartOf: { "@type": "WebSite", "@id": `${origin}/#website`, name: site.name, url: `${origin}/` },
    breadcrumb: breadcrumbData(origin, steps),
  };
}

/**
 * Each page's share image, generated at build time with the page's title in its language
 * (`scripts/build/social-cards.ts`): `/images/og/pt/services/ai-solutions.png`, `/images/og/en/home.png`.
 */
export const socialCard = {
  width: 1200,
  height: 630,
  path: (lang: Lang, path: string) => `/images/og/${lang}${path === "/" ? "/home" : path}.png`,
};

/** Every title ends with the firm's name. */
function fullTitle(title: string): string {
  return `${title} | ${site.name}`;
}

/** The public origin (`SITE_URL`), which the root loader reads at build time. */
export function siteOrigin(matches: MetaContext["matches"]): string {
  return rootData(matches).siteUrl ?? "http://localhost:3000";
}

/**
 * A page's head: translated title and description, its canonical URL, the same page in every
 * language (`hreflang`, with English as `x-default`), Open Graph and Twitter cards, structured data.
 */
export function pageMeta({ location, matches }: MetaContext, page: PageSeo): MetaDescriptor[] {
  const origin = siteOrigin(matches);
  const { lang, path } = splitLangPath(location.pathname);
  const url = (target: string) => `${origin}${target}`;
  const canonical = url(localizePath(path, lang));
  const title = fullTitle(page.title);
  const image = `${origin}${socialCard.path(lang, path)}`;

  const tags: MetaDescriptor[] = [
    { title },
    { tagName: "link", rel: "canonical", href: canonical },
    ...languages.map((other) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: hreflangs[other],
      href: url(localizePath(path, other)),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url(localizePath(path, "en")) },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(socialCard.width) },
    { property: "og:image:height", content: String(socialCard.height) },
    { property: "og:image:alt", content: page.title },
    { property: "og:locale", content: localeTags[lang].og },
    ...languages
      .filter((other) => other !== lang)
      .map((other) => ({ property: "og:locale:alternate", content: localeTags[other].og })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: page.title },
  ];
  if (page.description) {
    tags.push(
      { name: "description", content: page.description },
      { property: "og:description", content: page.description },
      { name: "twitter:description", content: page.description },
    );
  }
  const { messages } = rootData(matches);
  if (page.feed) tags.push(feedLink(lang, messages));
  const webPage = webPageData(origin, lang, path, page, messages);
  for (const data of [...(page.jsonLd ?? []), webPage])
    tags.push({ "script:ld+json": { "@context": "https://schema.org", ...data } });
  return tags;
}

/** Not-found pages: a title, and kept out of search results. */
export function noindexMeta(title: string): MetaDescriptor[] {
  return [{ title: fullTitle(title) }, { name: "robots", content: "noindex" }];
}

/** The `<link>` that lets feed readers find the blog's RSS feed in the page's language. */
function feedLink(lang: Lang, messages?: Messages): MetaDescriptor {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    href: localizePath("/blog/rss.xml", lang),
    title: `${site.name} — ${messages?.nav.blog ?? "Blog"}`,
  };
}
