import type { ComponentType, ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { headlineStories } from "~/content/case-studies";
import { readerOf } from "~/content/contact/reader";
import { dictionaries } from "~/content/dictionaries.server";
import { officePlaces } from "~/content/offices.server";
import { inSiteOrder, peopleIn } from "~/content/people/on-site";
import type { Person } from "~/content/people/schema";
import { isServiceSlug } from "~/content/service-slugs";
import { servicesContent } from "~/content/services";
import type { Lang } from "~/i18n/locales";
import { localizePath } from "~/i18n/paths";
import { TranslationProvider } from "~/i18n/translation";
import AboutRoute from "~/routes/about";
import CaseStudiesRoute from "~/routes/case-studies";
import ContactRoute from "~/routes/contact";
import HomeRoute from "~/routes/home";
import ServiceDetailRoute from "~/routes/services.$slug";
import ServicesRoute from "~/routes/services";

/**
 * A page of `/admin`'s collections drawn as the site draws it: its route's own component, given the
 * data its loader gives it (the copy being edited, composed as the build composes it, and the rest
 * from the same content), in the translation provider and a router, as `root.tsx` wraps it. Drawn
 * to HTML with the site's React: Sveltia CMS runs the previews with its own copy, in which the
 * page's hooks (`useTranslation`, `Link`, `useActionData`) do not run.
 *
 * `/admin`'s script is public: the people are the published ones (`PublishedContent`), never the
 * folder's files (a draft, someone's booking details); everything else is the site's own content.
 */
export function pageMarkup(name: string, lang: Lang, content: unknown, people: readonly Person[]): string {
  const slug = name.replace(/^service-/, "");
  const page = pages[slug === name ? name : "service"];
  if (!page) throw new Error(`No preview for the page "${name}"`);
  const router = createMemoryRouter(
    [{ path: "*", element: page.draw(content, { lang, people: peopleOnSite(people, lang), slug }) }],
    { initialEntries: [localizePath(page.path.replace(":slug", slug), lang)] },
  );
  return renderToStaticMarkup(
    <TranslationProvider lang={lang} messages={dictionaries[lang]}>
      <RouterProvider router={router} />
    </TranslationProvider>,
  );
}

/** What a loader reads besides the page's copy. */
interface Context {
  lang: Lang;
  people: ReturnType<typeof peopleOnSite>;
  /** A service page's slug. */
  slug: string;
}

/**
 * `Route` drawn with the data its loader would give it: the copy being edited (`content`) and the
 * rest (`loaderData`, as the loader builds it). The component reads no other prop.
 */
function route<Props extends { loaderData: { content: unknown } }>(
  Route: ComponentType<Props>,
  loaderData: (
    context: Context,
    content: Props["loaderData"]["content"],
  ) => Omit<Props["loaderData"], "content">,
) {
  return (content: unknown, context: Context): ReactElement => {
    const typed = content as Props["loaderData"]["content"];
    const props = { loaderData: { content: typed, ...loaderData(context, typed) } } as Props;
    return <Route {...props} />;
  };
}

/** Each editable page: its path under its language (`pages.ts`), and its route drawn as `routes/*.tsx` loads it. */
const pages: Record<string, { path: string; draw: ReturnType<typeof route> }> = {
  home: {
    path: "/",
    draw: route(HomeRoute, ({ lang, people }) => ({
      stories: headlineStories(lang),
      reader: people.reader(),
    })),
  },
  services: {
    path: "/services",
    draw: route(ServicesRoute, ({ people }) => ({ reader: people.reader() })),
  },
  service: {
    path: "/services/:slug",
    draw: route(ServiceDetailRoute, ({ lang, people, slug }) => {
      if (!isServiceSlug(slug)) throw new Error(`No service "${slug}"`);
      return {
        features: servicesContent[lang].offerings.items.find((item) => item.slug === slug)?.features ?? [],
        nav: dictionaries[lang].nav,
        reader: people.reader(),
        slug,
      };
    }),
  },
  about: {
    path: "/about",
    draw: route(AboutRoute, ({ lang, people }) => ({
      partners: people.partners,
      colleagues: people.colleagues,
      offices: officePlaces(lang),
      reader: people.reader(),
    })),
  },
  "case-studies": {
    path: "/case-studies",
    draw: route(CaseStudiesRoute, ({ lang, people }) => ({
      serviceTitles: Object.fromEntries(
        servicesContent[lang].offerings.items.map((service) => [service.slug, service.title]),
      ),
      reader: people.reader(),
    })),
  },
  contact: {
    path: "/contact",
    draw: route(ContactRoute, ({ lang, people }, content) => ({
      offices: officePlaces(lang),
      reader: people.find(content.answers.person),
      lang,
    })),
  },
};

/**
 * The people as `content/people/index.server.ts` gives them to the loaders (`on-site.ts`), from the
 * published ones, and who reads the contact form's messages, as the closing call to action names them.
 */
function peopleOnSite(published: readonly Person[], lang: Lang) {
  const people = peopleIn(inSiteOrder(published), lang, true);
  return {
    find: people.find,
    partners: people.partners(),
    colleagues: people.colleagues(),
    reader: () => readerOf(lang, people.find),
  };
}
