import type { Route } from "./+types/blog.articles";
import { allArticles, summarize } from "~/content/blog/posts.server";
import { dictionaries } from "~/content/dictionaries.server";
import { format } from "~/i18n/format";
import { localizePath } from "~/i18n/paths";
import { requestLang } from "~/i18n/request.server";
import type { SavedArticle } from "~/islands/reading-list";

/**
 * What the reading list shows of every article, in the language of its prefix, prerendered to
 * `/blog/articles.json`, `/pt/blog/articles.json`...: fetched by the reading list island, and only
 * by a visitor who has saved an article (`browser/islands.ts`).
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const { blog } = dictionaries[lang];
  const list: SavedArticle[] = allArticles().map((article) => {
    const summary = summarize(article, lang);
    return {
      id: summary.id,
      href: localizePath(`/blog/${summary.id}`, lang),
      title: summary.title,
      category: blog.categories[summary.category],
      readTime: format(blog.minRead, { minutes: summary.readMinutes }),
      image: summary.cover.src,
    };
  });
  return Response.json(list, { headers: { "Cache-Control": "no-cache" } });
}
