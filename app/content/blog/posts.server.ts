import { marked } from "marked";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { languages, type Lang } from "~/i18n/locales";
import { formatDate } from "~/lib/dates";
import { authors, type AuthorId } from "./authors";
import { categoryIds } from "./categories";
import type { ArticleSummary } from "./summary";

/**
 * The articles: one Markdown file each in `posts/`, with their facts in front matter. They are read
 * and rendered to HTML when the site is built (the loaders run at prerender time), so no Markdown
 * code reaches the browser. A malformed file fails the build with the file's name and the field.
 */
const files = import.meta.glob<string>("./posts/*.md", { query: "?raw", import: "default", eager: true });

const translated = z.strictObject(
  Object.fromEntries(languages.map((lang) => [lang, z.string().min(1)])) as Record<Lang, z.ZodString>,
);

const frontMatterSchema = z.strictObject({
  id: z.number().int().positive(),
  date: z.iso.date(),
  readMinutes: z.number().int().min(1).max(60),
  category: z.enum(categoryIds),
  author: z.enum(Object.keys(authors) as [AuthorId, ...AuthorId[]]),
  image: z.string().regex(/^\/images\/blog\/[\w-]+\.svg$/),
  title: translated,
  excerpt: translated,
});

interface Article extends z.infer<typeof frontMatterSchema> {
  /** The body as HTML. Written in English; a translated body can be added later per language. */
  html: string;
}

/** Reads one article file; throws, naming the file and the field, when its front matter is wrong. */
export function parseArticle(file: string, raw: string): Article {
  const match = /^---\n([\s\S]+?)\n---\n([\s\S]*)$/.exec(raw.replace(/\r\n/g, "\n"));
  if (!match) throw new Error(`${file}: front matter missing`);
  const result = frontMatterSchema.safeParse(parseYaml(match[1]!));
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`${file}: invalid front matter at "${issue.path.join(".")}": ${issue.message}`);
  }
  return { ...result.data, html: marked.parse(match[2]!, { async: false }) };
}

/** Newest first. */
export const articles: readonly Article[] = Object.entries(files)
  // Translated bodies (`<id>.<lang>.md`) are not read by this model yet; only `<id>.md` is an article.
  .filter(([file]) => /\/\d+\.md$/.test(file))
  .map(([file, raw]) => parseArticle(file, raw))
  .sort((a, b) => b.date.localeCompare(a.date));

export function summarize(article: Article, lang: Lang): ArticleSummary {
  const author = authors[article.author];
  return {
    id: article.id,
    category: article.category,
    title: article.title[lang],
    excerpt: article.excerpt[lang],
    date: article.date,
    dateLabel: formatDate(article.date, lang),
    readMinutes: article.readMinutes,
    image: article.image,
    author: { name: author.name, role: author.role[lang] },
  };
}

export function findArticle(id: string | undefined): Article | undefined {
  return articles.find((article) => String(article.id) === id);
}
