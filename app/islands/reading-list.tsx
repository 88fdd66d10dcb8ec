/**
 * The reading list, a React island on the blog page (`<Island of={readingList}>`): the articles this
 * visitor saved (Save on an article), newest save first, each with its cover, category, title and
 * read time, linking to the article in the page's language; each can be removed. The server renders
 * it empty, as it cannot know what the browser saved; in the browser it shows the list, and follows
 * changes made on this page and in other tabs.
 */
import { X } from "lucide-react";
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import {
  onSavedArticlesChange,
  parseSavedArticles,
  savedArticles,
  setSaved,
  storedSavedArticles,
} from "~/browser/saved-articles";
import { format } from "~/i18n/format";

/** An article as the reading list shows it, in the page's language (`routes/blog.articles.ts`). */
export interface SavedArticle {
  id: string;
  href: string;
  title: string;
  category: string;
  readTime: string;
  image: string;
}

interface ReadingListProps {
  /** Where the page's language lists every article (`/pt/blog/articles.json`). */
  articlesUrl: string;
  labels: {
    title: string;
    intro: string;
    /** The remove button's accessible name; fills `{title}`. */
    remove: string;
  };
}

const nothing = () => "";

/** Fetched only by a visitor who has saved an article, here or in another tab; nobody else needs it. */
export const needed = () => savedArticles().length > 0;
export const onChange = (check: () => void) => void onSavedArticlesChange(check);

/** What the island renders, with the props the page gives it. With nothing saved it renders nothing. */
export default function ReadingList({ articlesUrl, labels }: ReadingListProps) {
  // The stored text is the snapshot: the same text is the same list, so React renders only on change.
  const stored = useSyncExternalStore(onSavedArticlesChange, storedSavedArticles, nothing);
  const ids = useMemo(() => parseSavedArticles(stored), [stored]);
  const [articles, setArticles] = useState<SavedArticle[]>();
  const wanted = ids.length > 0 && !articles;

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    fetch(articlesUrl, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<SavedArticle[]>) : undefined))
      .then((list) => list && setArticles(list))
      .catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === "AbortError")) console.error(error);
      });
    return () => controller.abort();
  }, [wanted, articlesUrl]);

  const saved = ids
    .map((id) => articles?.find((article) => article.id === id))
    .filter((article): article is SavedArticle => article !== undefined)
    .reverse();
  if (saved.length === 0) return null;
  return (
    <section
      aria-labelledby="reading-list-title"
      className="mt-16 rounded-3xl border border-navy-100 p-6 sm:p-10"
    >
      <h2 id="reading-list-title" className="text-2xl font-bold tracking-tight">
        {labels.title}
      </h2>
      <p className="mt-2 text-navy-600">{labels.intro}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {saved.map((article) => (
          <li
            key={article.id}
            className="relative flex gap-4 rounded-2xl border border-navy-100 bg-white p-3"
          >
            <img
              src={article.image}
              alt=""
              width={1200}
              height={630}
              className="aspect-[1200/630] w-28 shrink-0 rounded-lg object-cover sm:w-36"
            />
            <div className="min-w-0 flex-1 pr-10">
              <p className="text-xs font-semibold text-accent-800">{article.category}</p>
              <h3 className="mt-1 font-semibold text-navy-900">
                <a href={article.href} className="hover:text-accent-700">
                  {article.title}
                </a>
              </h3>
              <p className="mt-1 text-sm text-navy-500">{article.readTime}</p>
            </div>
            <button
              type="button"
              onClick={() => setSaved(article.id, false)}
              aria-label={format(labels.remove, { title: article.title })}
              className="absolute top-2 right-2 grid size-11 place-items-center rounded-lg text-navy-500 hover:bg-navy-50 hover:text-navy-900"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
