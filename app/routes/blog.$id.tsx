import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/blog.$id";
import { ArticleActions } from "~/components/blog/article-actions";
import { ArticleBody } from "~/components/blog/article-body";
import { CoverImage } from "~/components/blog/cover-image";
import { ArticleGrid } from "~/components/blog/article-card";
import { ArticleHeading } from "~/components/blog/article-heading";
import { CtaBanner } from "~/components/sections/cta-banner";
import { Eyebrow } from "~/components/ui/eyebrow";
import { PersonMark } from "~/components/ui/person-mark";
import { Container } from "~/components/ui/container";
import { allArticles, findArticle, summarize } from "~/content/blog/posts.server";
import { contactReader } from "~/content/contact/reader.server";
import { site } from "~/config/site";
import { requestLang } from "~/i18n/request.server";
import { useTranslation } from "~/i18n/translation";
import { splitLangPath } from "~/i18n/paths";
import { pageMeta, siteOrigin, socialCard } from "~/lib/seo";
import { throwNotFound } from "~/lib/throw-not-found.server";

export function loader({ request, params }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const article = findArticle(params.id);
  if (!article) throwNotFound(request, "article");
  // Keep reading: the same category first, then the newest others.
  const related = allArticles()
    .filter((other) => other.id !== article.id)
    .sort((a, b) => Number(b.category === article.category) - Number(a.category === article.category))
    .slice(0, 3);
  return {
    article: {
      ...summarize(article, lang),
      html: article.versions[lang].html,
      description: article.versions[lang].description,
      coverAlt: article.versions[lang].coverAlt,
    },
    related: related.map((other) => summarize(other, lang)),
    reader: contactReader(lang),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData, location, matches } = args;
  const { article } = loaderData;
  const origin = siteOrigin(matches);
  const { lang } = splitLangPath(location.pathname);
  const posting = {
    "@type": "BlogPosting",
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    dateModified: article.date,
    inLanguage: lang,
    image: `${origin}${socialCard.path(lang, `/blog/${article.id}`)}`,
    url: `${origin}${location.pathname}`,
    mainEntityOfPage: `${origin}${location.pathname}`,
    author: { "@type": "Person", name: article.author.name, jobTitle: article.author.role },
    publisher: {
      "@type": "Organization",
      name: site.name,
      logo: { "@type": "ImageObject", url: `${origin}/favicon.svg` },
    },
  };
  return pageMeta(args, {
    title: article.title,
    description: article.description,
    type: "article",
    feed: true,
    jsonLd: [posting],
  });
};

export default function ArticleRoute({ loaderData }: Route.ComponentProps) {
  const { t, lang, href } = useTranslation();
  const { article, related } = loaderData;
  const { author } = article;

  return (
    <article>
      <header className="bg-navy-50">
        <Container size="prose" className="py-12 sm:py-16">
          <Link
            to={href("/blog")}
            className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-accent-700 hover:text-accent-800"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t.blog.backToBlog}
          </Link>
          <ArticleHeading t={t} lang={lang} article={article}>
            <ArticleActions id={article.id} title={article.title} />
          </ArticleHeading>
        </Container>
      </header>
      <Container size="prose" className="pt-12">
        <CoverImage
          cover={article.cover}
          alt={article.coverAlt}
          eager
          sizes="(min-width: 768px) 592px, 100vw"
          className="aspect-[1200/630] w-full rounded-2xl object-cover"
        />
        <ArticleBody html={article.html} className="mt-10" />
        <section
          aria-labelledby="article-author"
          className="mt-14 flex flex-col gap-5 border-t border-navy-100 pt-8 sm:flex-row"
        >
          <PersonMark person={author} size="lg" />
          <div>
            <Eyebrow as="h2" id="article-author">
              {t.blog.writtenBy}
            </Eyebrow>
            <p className="mt-2 text-lg font-semibold text-navy-900">{author.name}</p>
            <p className="text-navy-600">{author.role}</p>
            <p className="mt-3 leading-relaxed text-navy-700">{author.bio}</p>
          </div>
        </section>
      </Container>
      <CtaBanner
        as="aside"
        cta={{
          title: t.blog.closingTitle,
          text: t.blog.closingText,
          primary: t.blog.getInTouch,
          secondary: t.blog.exploreServices,
        }}
        reader={loaderData.reader}
        primaryTo={href("/contact")}
        secondaryTo={href("/services")}
      />
      {/* The article's last section: drawn as the reader nears it (as the site's footer). */}
      <section
        aria-labelledby="keep-reading"
        className="bg-navy-50 py-16 [content-visibility:auto] [contain-intrinsic-size:auto_128rem] sm:[contain-intrinsic-size:auto_94rem] lg:[contain-intrinsic-size:auto_52rem]"
      >
        <Container>
          <h2 id="keep-reading" className="text-2xl font-semibold tracking-tight">
            {t.blog.keepReading}
          </h2>
          <ArticleGrid articles={related} />
        </Container>
      </section>
    </article>
  );
}
