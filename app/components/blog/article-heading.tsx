import type { ReactNode } from "react";
import { PersonMark } from "~/components/ui/person-mark";
import type { ArticleSummary } from "~/content/blog/summary";
import { format } from "~/i18n/format";
import type { Lang } from "~/i18n/locales";
import type { Messages } from "~/i18n/messages/en";
import { roleAfterName } from "~/lib/job-titles";

/**
 * An article's heading: its category, title, excerpt and byline (who, their role, when, how long),
 * then `children` (the page's reading-list and share buttons). The article page and the content
 * editor's preview (`app/admin/previews.tsx`) both draw it, so an editor sees the heading readers will.
 *
 * It takes its dictionary rather than reading the page's: the editor's preview is not a page.
 */
export function ArticleHeading({
  t,
  lang,
  article,
  children,
}: {
  t: Messages;
  /** The byline's language: after the name, French, Portuguese and Spanish lower-case the role. */
  lang: Lang;
  /** The preview's entry may have no category yet. */
  article: Pick<ArticleSummary, "title" | "excerpt" | "date" | "dateLabel" | "readMinutes"> & {
    category: ArticleSummary["category"] | undefined;
    author: Pick<ArticleSummary["author"], "name" | "role" | "initials" | "portrait">;
  };
  children?: ReactNode;
}) {
  const { author } = article;
  return (
    <>
      {article.category && (
        <p className="mt-6">
          <span className="rounded-full bg-accent-100 px-3 py-1 text-xs font-semibold text-accent-900">
            {t.blog.categories[article.category]}
          </span>
        </p>
      )}
      <h1 className="mt-5 text-3xl font-semibold tracking-tight text-balance sm:text-4xl lg:text-5xl">
        {article.title}
      </h1>
      <p className="mt-5 text-lg leading-relaxed text-navy-600">{article.excerpt}</p>
      {/* The buttons sit under the byline, from the left: pushed to the right, they would slide
          left while a slow network delivers them. */}
      <div className="mt-8 flex flex-col gap-6 border-t border-navy-200 pt-6">
        {/* From the top: centred, the words would move as a slow network delivered the rest of them. */}
        <div className="flex items-start gap-3">
          <PersonMark person={author} size="sm" />
          <p className="text-sm text-navy-600">
            {/* Text after an element is one node: a space alone, drawn before the rest of the
                line has arrived, moves when it does. */}
            <span className="font-semibold text-navy-900">{author.name}</span>
            {author.role && `, ${roleAfterName(author.role, lang)}`}
            <br />
            <time dateTime={article.date}>{article.dateLabel}</time>
            {` ·\u00a0${format(t.blog.minRead, { minutes: article.readMinutes })}`}
          </p>
        </div>
        {children}
      </div>
    </>
  );
}
