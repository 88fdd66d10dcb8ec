import { isRouteErrorResponse, Links, Meta, Outlet, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { NotFoundPage } from "./components/layout/not-found-page";
import { SiteFooter, type FooterService } from "./components/layout/site-footer";
import { LanguageSuggestion } from "./components/layout/language-suggestion";
import { SiteHeader } from "./components/layout/site-header";
import { Container } from "./components/ui/container";
import { siteUrl } from "./config/env.server";
import { servicesContent } from "./content/services";
import { dictionaries } from "./content/dictionaries.server";
import { htmlLang, languages, type Lang } from "./i18n/locales";
import type { Messages } from "./i18n/messages/en";
import { languageFromPath } from "./i18n/paths";
import { TranslationProvider } from "./i18n/translation";
import { notFoundKind } from "./lib/not-found-kind";
import { noindexMeta } from "./lib/seo";
import { ServerHeadScript, ServerHeadStylesheet } from "./lib/server-head";

// The stylesheet is inlined into every page's head by `entry.server.tsx`, so that the first paint
// needs only the HTML. The web font is not preloaded: text paints at once in a fallback with Inter's
// metrics (`styles/app.css`), and Inter replaces it without moving anything.
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader({ request }: Route.LoaderArgs) {
  const lang = languageFromPath(new URL(request.url).pathname);
  // SITE_URL is read when pages are prerendered: their canonical and alternate links are absolute.
  // The footer links every service by its name on the services page.
  const services = servicesContent[lang].offerings.items.map(({ slug, title }) => ({ slug, title }));
  // English pages carry the other languages' suggestion, for a browser that prefers one of them.
  const suggestions =
    lang === "en"
      ? Object.fromEntries(
          languages
            .filter((other) => other !== "en")
            .map((other) => [other, dictionaries[other].languageSuggestion]),
        )
      : {};
  return {
    lang,
    messages: dictionaries[lang],
    suggestions,
    services,
    year: new Date().getUTCFullYear(),
    siteUrl: siteUrl(),
  };
}

/**
 * Used only when a page's loader threw: then the root's boundary renders and this is the head. Every
 * page has its own `meta` otherwise. A 404 is `noindex`, titled in the path's language.
 */
export const meta: Route.MetaFunction = ({ error, loaderData }) => {
  const kind = notFoundKind(error);
  if (!kind || !loaderData) return [];
  const { messages } = loaderData;
  return noindexMeta(kind === "article" ? messages.blog.notFoundTitle : messages.notFound.metaTitle);
};

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const lang = data?.lang ?? languageFromPath(pathname);
  return (
    <html lang={htmlLang[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <ServerHeadScript />
        {/* Nothing is drawn before the header is parsed in full: on a slow network the HTML arrives
            in pieces, and a header drawn half-parsed moves as the rest comes in (the language
            button widens once its label arrives). Chromium draws once <main> begins. */}
        <link rel="expect" href="#main" blocking="render" />
        <Meta />
        <Links />
        <ServerHeadStylesheet />
      </head>
      <body>{children}</body>
    </html>
  );
}

interface ShellProps {
  messages: Messages;
  suggestions?: Partial<Record<Lang, Messages["languageSuggestion"]>>;
  services: FooterService[];
  year: number;
  children: React.ReactNode;
}

function SiteShell({ messages, suggestions = {}, services, year, children }: ShellProps) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-navy-900 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {messages.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter year={year} services={services} />
      <LanguageSuggestion suggestions={suggestions} />
    </div>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { lang, messages, suggestions, services, year } = loaderData;
  return (
    <TranslationProvider lang={lang} messages={messages}>
      <SiteShell messages={messages} suggestions={suggestions} services={services} year={year}>
        <Outlet />
      </SiteShell>
    </TranslationProvider>
  );
}

/**
 * A loader that threw a 404 (unknown path, service or article) gets the not-found page in the
 * path's language. Anything else is unexpected: the status or the message is shown, never a stack.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("root");
  const title = data?.messages.errors.unexpected ?? "Unexpected Application Error!";
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : String(error);
  const kind = notFoundKind(error);
  const content = kind ? (
    <NotFoundPage kind={kind} />
  ) : (
    <Container className="py-24">
      <h1 className="text-3xl font-semibold text-navy-900">{title}</h1>
      <p className="mt-4 text-lg text-navy-600">{detail}</p>
    </Container>
  );
  if (!data) return <main id="main">{content}</main>;
  return (
    <TranslationProvider lang={data.lang} messages={data.messages}>
      <SiteShell messages={data.messages} services={data.services} year={data.year}>
        {content}
      </SiteShell>
    </TranslationProvider>
  );
}
