import { Link } from "react-router";
import type { ArticleSummary } from "~/content/blog/summary";
import { CoverImage } from "./cover-image";
import { format } from "~/i18n/format";
import { useTranslation } from "~/i18n/translation";

/**
 * An article in a list: cover, category, title, excerpt, author and date. `featured` is the large
 * one, labelled "Featured" unless `labelled` is false (the first of a category the reader chose is
 * drawn large, but it is not the blog's pick). A card given a wide cell (the last row of a grid)
 * lays its cover beside its text.
 */
export function ArticleCard({
  article,
  featured = false,
  labelled = featured,
}: {
  article: ArticleSummary;
  featured?: boolean;
  labelled?: boolean;
}) {
  const { t, href } = useTranslation();
  const to = href(`/blog/${article.id}`);
  const TitleTag = featured ? "h2" : "h3";
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-2xl border border-navy-100 bg-white ${
        featured ? "lg:flex-row" : "@3xl:flex-row"
      }`}
    >
      <CoverImage
        cover={article.cover}
        eager={featured}
        sizes={
          featured
            ? "(min-width: 1024px) 560px, 100vw"
            : "(min-width: 1024px) 560px, (min-width: 640px) 720px, 100vw"
        }
        // Navy until it arrives (the covers' ground), never an empty white box. Beside the text only
        // where the card is wide enough for the drawing to keep its shape.
        className={`aspect-[1200/630] w-full bg-navy-900 object-cover ${
          featured ? "lg:aspect-auto lg:w-1/2" : "@3xl:aspect-auto @3xl:w-2/5"
        }`}
      />
      <div className={`flex flex-1 flex-col p-6 ${featured ? "lg:p-10" : ""}`}>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {labelled ? (
            <span className="rounded-full bg-navy-900 px-3 py-1 text-xs font-semibold text-white">
              {t.blog.featured}
            </span>
          ) : null}
          <span className="rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold text-accent-800">
            {t.blog.categories[article.category]}
          </span>
        </div>
        <TitleTag
          className={`mt-4 font-semibold tracking-tight text-navy-900 ${featured ? "text-2xl sm:text-3xl" : "text-lg"}`}
        >
          <Link to={to} className="after:absolute after:inset-0 group-hover:text-accent-700">
            {article.title}
          </Link>
        </TitleTag>
        <p className="mt-3 flex-1 leading-relaxed text-navy-600">{article.excerpt}</p>
        {/* Who on one line, when and how long on the next: never a separator left at a line's end.
            Each separator is one text node: a space alone, drawn before the rest of the line has
            arrived, moves when it does. */}
        <p className="mt-6 text-sm text-navy-500">
          <span className="block">{format(t.blog.by, { author: article.author.name })}</span>
          <time dateTime={article.date}>{article.dateLabel}</time>
          {" ·\u00a0"}
          <span className="whitespace-nowrap">
            {format(t.blog.minRead, { minutes: article.readMinutes })}
          </span>
        </p>
      </div>
    </article>
  );
}

/**
 * Article cards that fill every row, whatever their number (the blog grows): as many cards of at
 * least 18rem as fit a row (three on a desktop, two on a tablet, one on a phone), the last row's
 * cards widened to fill it, no empty cell.
 */
export function ArticleGrid({ articles }: { articles: ArticleSummary[] }) {
  return (
    <ul className="mt-8 flex flex-wrap gap-8">
      {articles.map((article) => (
        <li key={article.id} className="@container flex-[1_1_18rem]">
          <ArticleCard article={article} />
        </li>
      ))}
    </ul>
  );
}
