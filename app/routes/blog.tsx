import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/blog";
import { filtersAttribute } from "~/browser/contract";
import { ArticleCard, ArticleGrid } from "~/components/blog/article-card";
import { Island } from "~/components/island";
import * as readingList from "~/islands/reading-list";
import { NewsletterForm } from "~/components/forms/newsletter-form";
import { HeroPanel, HeroPeople } from "~/components/sections/hero-panel";
import { PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
import { categoryIds, isCategoryId } from "~/content/blog/categories";
import { allArticles, summarize } from "~/content/blog/posts.server";
import { person } from "~/content/people/index.server";
import { newsletterAction, formHeaders } from "~/forms/action.server";
import { blogContent } from "~/content/blog";
import { requestLang } from "~/i18n/request.server";
import { useTranslation } from "~/i18n/translation";
import { pageMeta } from "~/lib/seo";
import { runtimeFor } from "~/runtime/runtime.server";

// The category filters wrap: a label drawn before the rest of it arrives on a slow network can fit
// at the end of a row, then jump to the next once complete. The page is drawn once they are all
// parsed, at the articles that follow them (as the root waits for the header, see `root.tsx`).
export const links: Route.LinksFunction = () => [{ rel: "expect", href: "#articles", blocking: "render" }];

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const content = blogContent[lang];
  const articles = allArticles();
  return {
    content,
    articles: articles.map((article) => summarize(article, lang)),
    // Who writes here: each author once, in the order of their latest article.
    authors: [...new Set(articles.map((article) => article.author))].map((id) => person(id, lang)),
  };
}

export async function action(args: Route.ActionArgs) {
  return newsletterAction(args, await runtimeFor(args.context));
}

export const headers: Route.HeadersFunction = formHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { ...args.loaderData.content.meta, kind: "CollectionPage", feed: true });

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  const { t, href } = useTranslation();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get("category");
  const category = isCategoryId(requested) ? requested : null;
  const selection = loaderData.articles.filter((article) => !category || article.category === category);
  const [featured, ...others] = selection;
  const { content } = loaderData;
  const { intro } = content;

  return (
    <>
      <PageHero
        eyebrow={intro.eyebrow}
        title={intro.title}
        subtitle={intro.subtitle}
        tone="paper"
        aside={
          <HeroPanel id="blog-authors" title={t.blog.writtenBy}>
            <HeroPeople people={loaderData.authors} />
          </HeroPanel>
        }
      />
      <Container className="py-12 sm:py-16">
        <nav aria-label={content.filterLabel}>
          {/* One row that scrolls sideways on a phone (seven filters would take four rows before the
              first article), opening at the chosen one (only there: on a wider screen the nearest
              scroller is the page, which must open at its top); wrapping from a tablet. */}
          <ul
            {...{ [filtersAttribute]: "" }}
            className="-mx-4 -my-1 flex gap-2 overflow-x-auto px-4 py-1 sm:m-0 sm:flex-wrap sm:overflow-visible sm:p-0"
          >
            {[null, ...categoryIds].map((id) => (
              <li key={id ?? "all"} className="shrink-0">
                <Link
                  to={id ? `?category=${id}` : "."}
                  aria-current={id === category ? "page" : undefined}
                  className="inline-flex min-h-11 items-center rounded-full border border-navy-400 px-4 text-sm font-medium whitespace-nowrap text-navy-700 hover:border-navy-700 aria-[current=page]:border-navy-900 aria-[current=page]:bg-navy-900 aria-[current=page]:text-white max-sm:aria-[current=page]:[scroll-initial-target:nearest]"
                >
                  {id ? t.blog.categories[id] : content.allPosts}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div id="articles">
          {featured ? (
            <div className="mt-10">
              <ArticleCard article={featured} featured labelled={!category} />
            </div>
          ) : null}
          {others.length > 0 ? <ArticleGrid articles={others} /> : null}
        </div>
        {/* Below the articles: what it shows appears after the first paint, and moves nothing above it. */}
        <Island
          of={readingList}
          id="reading-list"
          props={{
            articlesUrl: href("/blog/articles.json"),
            labels: {
              title: t.blog.readingList.title,
              intro: t.blog.readingList.intro,
              remove: t.blog.readingList.remove,
            },
          }}
        />
        <section
          aria-labelledby="blog-newsletter"
          className="mt-16 rounded-3xl bg-navy-50 p-6 sm:p-10 lg:grid lg:grid-cols-2 lg:gap-10"
        >
          <div>
            <h2 id="blog-newsletter" className="text-2xl font-semibold tracking-tight">
              {content.newsletter.title}
            </h2>
            <p className="mt-3 text-navy-600">{content.newsletter.text}</p>
          </div>
          <div className="mt-6 lg:mt-0">
            <NewsletterForm variant="compact" />
          </div>
        </section>
      </Container>
    </>
  );
}
