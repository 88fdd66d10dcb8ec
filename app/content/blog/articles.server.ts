import { marked, type Token } from "marked";
import { linkRefusal } from "~/content/markdown-links";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { languages, type Lang } from "~/i18n/locales";
import { categoryIds } from "./categories";
import { typeset } from "../typeset";
import { articleFile, articleIdPattern } from "./article-ids";
import { coverPattern } from "./covers";

/**
 * Parsing the articles' Markdown files, apart from where they are read: the site reads them with
 * Vite at build time (`posts.server.ts`), the newsletter command from the disk (`newsletter/issues.server.ts`).
 */
const englishSchema = z.strictObject({
  // The file's stem, repeated: a number for the first six articles, a slug for later ones.
  id: z
    .union([z.number().int().positive(), z.string()])
    .transform(String)
    .pipe(z.string().regex(articleIdPattern, "lower-case letters, digits and hyphens")),
  date: z.iso.date(),
  category: z.enum(categoryIds),
  /** A person of `content/people/` (the file's name without `.yaml`), checked where the site reads both. */
  author: z.string().regex(/^[a-z0-9-]+$/),
  image: z.string().regex(coverPattern, "an image in /images/blog/: .svg, .jpg, .png or .webp"),
  title: z.string().min(1),
  excerpt: z.string().min(1),
});

const translationSchema = z.strictObject({ title: z.string().min(1), excerpt: z.string().min(1) });

/** Where the articles' files are, as an error names them. */
const postsDir = "app/content/blog/posts";

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
  try {
    return [parseYaml(match[1]!), match[2]!];
  } catch (error) {
    const reason = (error as Error).message.split("\n")[0];
    throw new Error(
      `${file}: the front matter is not valid YAML (${reason}); quote a value that holds quotes or a colon`,
    );
  }
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
  // The errors name the file's line, as the editor sees it: the body starts after the front matter.
  const firstLine = raw.replace(/\r\n/g, "\n").split("\n").length - body.split("\n").length + 1;
  const html = markdownToHtml(file, body, lang, firstLine);
  return {
    title: typeset(title, lang),
    excerpt: typeset(excerpt, lang),
    html,
    readMinutes: readingMinutes(html),
  };
}

/** Minutes a reader takes over an HTML body, one at least: what the article's byline says. */
export function readingMinutes(html: string): number {
  return Math.max(1, Math.round(countWords(html) / WORDS_PER_MINUTE));
}

/**
 * An editor's Markdown as HTML, its text typeset for `lang` (`typeset.ts`: quotes, apostrophes,
 * French spacing; never code). Raw HTML is refused, naming the file and the line: an article is
 * written in Markdown, which the site styles; markup in it could break a page or run a script. So is
 * a top-level heading (`#`), which would give the page a second h1, and a link or an image that
 * could run a script or come from elsewhere (`markdown-links.ts`).
 */
export function markdownToHtml(file: string, markdown: string, lang: Lang, firstLine = 1): string {
  const tokens = marked.lexer(markdown);
  let previous = "";
  const lineOf = (token: Token) =>
    firstLine - 1 + markdown.slice(0, markdown.indexOf(token.raw)).split("\n").length;
  marked.walkTokens(tokens, (token: Token) => {
    if (token.type === "html")
      throw new Error(
        `${file}: line ${lineOf(token)}: HTML is not allowed in an article (${token.raw.trim().slice(0, 40)}); write it in Markdown`,
      );
    const refusal = linkRefusal(token);
    if (refusal) throw new Error(`${file}: line ${lineOf(token)}: ${refusal}`);
    // The page's one h1 is the article's title.
    if (token.type === "heading" && token.depth === 1)
      throw new Error(
        `${file}: line ${lineOf(token)}: a top-level heading (# ${token.text.slice(0, 40)}); the title is the article's only one, start a section with ##`,
      );
    if ((token.type === "text" || token.type === "escape") && !("tokens" in token && token.tokens)) {
      token.text = typeset(token.text, lang, previous);
      previous = token.text;
    } else if (token.type === "codespan" || token.type === "code") previous = token.text;
    else if (token.type === "space" || token.type === "br") previous = " ";
  });
  return marked.parser(tokens);
}

/**
 * Reads one article from its files (name to raw text): `<id>.en.md` and one `<id>.<lang>.md` per
 * other language. Throws, naming the file and the field, when a file is missing or malformed.
 */
export function parseArticle(id: string, read: (file: string) => string | undefined): Article {
  const enFile = `${id}.en.md`;
  const enRaw = read(enFile);
  if (enRaw === undefined) throw new Error(`${postsDir}/${enFile}: missing`);
  const [data] = splitFrontMatter(`${postsDir}/${enFile}`, enRaw);
  const facts = check(`${postsDir}/${enFile}`, englishSchema, data);
  if (facts.id !== id)
    throw new Error(
      `${postsDir}/${enFile}: invalid front matter at "id": ${facts.id} is not the file's name (${id})`,
    );
  const { date, category, author, image } = facts;
  const versions = Object.fromEntries(
    languages.map((lang) => {
      const file = `${id}.${lang}.md`;
      const raw = read(file);
      if (raw === undefined)
        throw new Error(`${postsDir}/${file}: missing (every article needs a version in each language)`);
      return [lang, version(`${postsDir}/${file}`, raw, lang)];
    }),
  ) as Record<Lang, Version>;
  return { id, date, category, author, image, versions };
}

/**
 * Every article of `posts/`, newest first (by date, then id), from its files (name to raw text).
 * Throws on a file that is not `<id>.<lang>.md`.
 */
export function parseArticles(files: Map<string, string>): Article[] {
  const unexpected = [...files.keys()].filter((name) => !articleFile(name));
  if (unexpected.length > 0)
    throw new Error(
      `${postsDir}/${unexpected[0]}: not an article's file name (<id>.<language>.md: 7.fr.md, remote-teams.pt.md)`,
    );
  return [...new Set([...files.keys()].map((name) => articleFile(name)!.id))]
    .map((id) => parseArticle(id, (file) => files.get(file)))
    .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}
