import { marked } from "marked";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { languages, type Lang } from "~/i18n/locales";
import { categoryIds } from "./categories";

/**
 * Parsing the articles' Markdown files, apart from where they are read: the site reads them with
 * Vite at build time (`posts.server.ts`), the newsletter command from the disk (`newsletter/issues.server.ts`).
 */
const englishSchema = z.strictObject({
  id: z.number().int().positive(),
  date: z.iso.date(),
  category: z.enum(categoryIds),
  /** A person of `content/people/` (the file's name without `.yaml`), checked where the site reads both. */
  author: z.string().regex(/^[a-z0-9-]+$/),
  image: z.string().regex(/^\/images\/blog\/[\w-]+\.svg$/),
  title: z.string().min(1),
  excerpt: z.string().min(1),
});

const translationSchema = z.strictObject({ title: z.string().min(1), excerpt: z.string().min(1) });

/** Reading speed behind every version's read time. */
export const WORDS_PER_MINUTE = 215;

/** One language's version of an article. */
interface Version {
  title: string;
  excerpt: string;
  /** The body as HTML. */
  html: string;
  readMinutes: number;
}

export interface Article extends Omit<z.infer<typeof englishSchema>, "title" | "excerpt"> {
  versions: Record<Lang, Version>;
}

export function splitFrontMatter(file: string, raw: string): [unknown, string] {
  const match = /^---\n([\s\S]+?)\n---\n([\s\S]*)$/.exec(raw.replace(/\r\n/g, "\n"));
  if (!match) throw new Error(`${file}: front matter missing`);
  return [parseYaml(match[1]!), match[2]!];
}

export function check<T>(file: string, schema: z.ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`${file}: invalid front matter at "${issue.path.join(".")}": ${issue.message}`);
  }
  return result.data;
}

/** Words a reader reads in an HTML body. */
export function countWords(html: string): number {
  return html
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

function version(file: string, raw: string, lang: Lang): Version {
  const [data, body] = splitFrontMatter(file, raw);
  const { title, excerpt } = check<{ title: string; excerpt: string }>(
    file,
    lang === "en" ? englishSchema : translationSchema,
    data,
  );
  const html = marked.parse(body, { async: false });
  return { title, excerpt, html, readMinutes: Math.max(1, Math.round(countWords(html) / WORDS_PER_MINUTE)) };
}

/**
 * Reads one article from its files (name to raw text): `<id>.en.md` and one `<id>.<lang>.md` per
 * other language. Throws, naming the file and the field, when a file is missing or malformed.
 */
export function parseArticle(id: string, read: (file: string) => string | undefined): Article {
  const enFile = `${id}.en.md`;
  const enRaw = read(enFile);
  if (enRaw === undefined) throw new Error(`${enFile}: missing`);
  const [data] = splitFrontMatter(enFile, enRaw);
  const { id: numericId, date, category, author, image } = check(enFile, englishSchema, data);
  const facts = { id: numericId, date, category, author, image };
  if (String(facts.id) !== id) throw new Error(`${enFile}: id ${facts.id} does not match the file name`);
  const versions = Object.fromEntries(
    languages.map((lang) => {
      const file = `${id}.${lang}.md`;
      const raw = read(file);
      if (raw === undefined)
        throw new Error(`${file}: missing (every article needs a version in each language)`);
      return [lang, version(file, raw, lang)];
    }),
  ) as Record<Lang, Version>;
  return { ...facts, versions };
}

/**
 * Every article of `posts/`, newest first, from its files (name to raw text). Throws on a file that
 * is not `<id>.<lang>.md`.
 */
export function parseArticles(files: Map<string, string>): Article[] {
  const unexpected = [...files.keys()].filter((name) => !/^\d+\.(en|pt|es|fr)\.md$/.test(name));
  if (unexpected.length > 0) throw new Error(`posts/: unexpected file(s) ${unexpected.join(", ")}`);
  return [...new Set([...files.keys()].map((name) => name.split(".")[0]!))]
    .map((id) => parseArticle(id, (file) => files.get(file)))
    .sort((a, b) => b.date.localeCompare(a.date));
}
