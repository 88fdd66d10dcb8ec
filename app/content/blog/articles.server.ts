import { marked, type Token } from "marked";
import { linkProblem, linkRefusal, type LinkProblem } from "~/content/markdown-links";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { languages, type Lang } from "~/i18n/locales";
import { categoryIds } from "./categories";
import { typeset } from "../typeset";
import { articleFile, articleIdPattern } from "./article-ids";
import { coverPattern } from "./covers";
import { cleanPasted, pastedArtefact, pastedRefusal, type PastedArtefact } from "./pasted";

/**
 * Parsing the articles' Markdown files, apart from where they are read: the site reads them with
 * Vite at build time (`posts.server.ts`), the newsletter command from the disk (`newsletter/issues.server.ts`).
 */
/** The shortest and longest description search engines show in full under a page's title. */
export const descriptionLength = { min: 50, max: 160 } as const;

/** What each language's file may also say: it is a draft; its description for search engines. */
const perLanguage = {
  /** This language is not ready: the article stays off the site until no language is a draft. */
  draft: z.boolean().optional(),
  /** For search engines and social cards; the excerpt when there is none. */
  description: z
    .string()
    .trim()
    .min(
      descriptionLength.min,
      `at least ${descriptionLength.min} characters: a search engine shows 50 to 160`,
    )
    .max(descriptionLength.max, `at most ${descriptionLength.max} characters: a search engine cuts the rest`)
    .optional(),
  /** What a photo cover shows, for a reader who cannot see it: required with a photo. */
  coverAlt: z.string().trim().min(1).max(200).optional(),
};

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
  ...perLanguage,
});

const translationSchema = z.strictObject({
  title: z.string().min(1),
  excerpt: z.string().min(1),
  ...perLanguage,
});

/** Where the articles' files are, as an error names them. */
const postsDir = "app/content/blog/posts";

/** Reading speed behind every version's read time. */
export const WORDS_PER_MINUTE = 215;

/** One language's version of an article. */
interface Version {
  title: string;
  excerpt: string;
  /** For search engines: the editor's, or the excerpt. */
  description: string;
  /** What the cover shows, when it is a photo; empty for a drawing. */
  coverAlt: string;
  draft: boolean;
  /** The body as HTML. */
  html: string;
  readMinutes: number;
}

export interface Article extends Omit<
  z.infer<typeof englishSchema>,
  "title" | "excerpt" | "draft" | "description" | "coverAlt"
> {
  versions: Record<Lang, Version>;
  /** One of its languages is a draft: it is not on the site (`publication.ts`). */
  draft: boolean;
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
  const { title, excerpt, draft, description, coverAlt } = check<z.infer<typeof translationSchema>>(
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
    description: typeset(description ?? excerpt, lang),
    coverAlt: typeset(coverAlt ?? "", lang),
    draft: draft ?? false,
    html,
    readMinutes: readingMinutes(html),
  };
}

/** Minutes a reader takes over an HTML body, one at least: what the article's byline says. */
export function readingMinutes(html: string): number {
  return Math.max(1, Math.round(countWords(html) / WORDS_PER_MINUTE));
}

/** What the build refuses in a body, and a sample of it: `admin/checks.ts` words it for the editor. */
export type BodyProblem =
  | PastedArtefact
  | LinkProblem
  | { kind: "html"; sample: string }
  | { kind: "topHeading"; sample: string };

/** A body the build refuses: its message names the file and the line; `line` and `problem` say it again, for `/admin`. */
export class MarkdownRefusal extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly problem: BodyProblem,
  ) {
    super(message);
  }
}

/**
 * An editor's Markdown as HTML, its text typeset for `lang` (`typeset.ts`: quotes, apostrophes,
 * French spacing; never code). Raw HTML is refused, naming the file and the line: an article is
 * written in Markdown, which the site styles; markup in it could break a page or run a script. So is
 * a top-level heading (`#`), which would give the page a second h1, and a link or an image that
 * could run a script or come from elsewhere (`markdown-links.ts`). What pasting from Word leaves is
 * made Markdown, or refused (`pasted.ts`). A refusal is a `MarkdownRefusal`.
 */
export function markdownToHtml(file: string, written: string, lang: Lang, firstLine = 1): string {
  const { markdown, addedLines } = cleanPasted(written);
  const tokens = marked.lexer(markdown);
  let previous = "";
  const lineOf = (token: Token) => {
    const at = markdown.indexOf(token.raw);
    const added = addedLines.filter((offset) => offset < at).length;
    return firstLine - 1 + markdown.slice(0, at).split("\n").length - added;
  };
  const refuse = (token: Token, reason: string, problem: BodyProblem) => {
    const line = lineOf(token);
    throw new MarkdownRefusal(`${file}: line ${line}: ${reason}`, line, problem);
  };
  marked.walkTokens(tokens, (token: Token) => {
    const artefact = pastedArtefact(token);
    if (artefact) refuse(token, pastedRefusal(token)!, artefact);
    if (token.type === "html") {
      const sample = token.raw.trim().slice(0, 40);
      refuse(token, `HTML is not allowed in an article (${sample}); write it in Markdown`, {
        kind: "html",
        sample,
      });
    }
    const link = linkProblem(token);
    if (link) refuse(token, linkRefusal(token)!, link);
    // The page's one h1 is the article's title.
    if (token.type === "heading" && token.depth === 1) {
      const sample = token.text.slice(0, 40);
      refuse(
        token,
        `a top-level heading (# ${sample}); the title is the article's only one, start a section with ##`,
        { kind: "topHeading", sample },
      );
    }
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
 * other language. Throws, naming the file and the field, when a file is missing or malformed. A
 * draft may lack languages: its files are checked, and it is left out (undefined) until written.
 */
export function parseArticle(id: string, read: (file: string) => string | undefined): Article | undefined {
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
  const written = languages.flatMap((lang) => {
    const raw = read(`${id}.${lang}.md`);
    return raw === undefined ? [] : [[lang, version(`${postsDir}/${id}.${lang}.md`, raw, lang)] as const];
  });
  const draft = written.some(([, one]) => one.draft);
  const undescribed = image.endsWith(".svg") ? undefined : written.find(([, one]) => !one.coverAlt);
  if (undescribed)
    throw new Error(
      `${postsDir}/${id}.${undescribed[0]}.md: invalid front matter at "coverAlt": a photo cover needs its description in each language (Cover description): say what it shows, for readers who cannot see it`,
    );
  const unwritten = languages.find((lang) => !written.some(([one]) => one === lang));
  if (unwritten === undefined)
    return {
      id,
      date,
      category,
      author,
      image,
      draft,
      versions: Object.fromEntries(written) as Record<Lang, Version>,
    };
  if (draft) return undefined;
  throw new Error(
    `${postsDir}/${id}.${unwritten}.md: missing (every article needs a version in each language; tick Draft to keep it off the site until then)`,
  );
}

/**
 * Every article of `posts/`, newest first (by date, then id), from its files (name to raw text).
 * Throws on a file that is not `<id>.<lang>.md`, or an article with a mistake; given `note`, tells
 * it each such mistake instead, and reads the other articles on (the build's check lists them all).
 */
export function parseArticles(files: Map<string, string>, note?: (mistake: Error) => void): Article[] {
  const attempt = <T>(read: () => T): T | undefined => {
    if (!note) return read();
    try {
      return read();
    } catch (error) {
      note(error as Error);
      return undefined;
    }
  };
  for (const name of [...files.keys()].filter((one) => !articleFile(one)))
    attempt(() => {
      throw new Error(
        `${postsDir}/${name}: not an article's file name (<id>.<language>.md: 7.fr.md, remote-teams.pt.md)`,
      );
    });
  const ids = new Set([...files.keys()].flatMap((name) => articleFile(name)?.id ?? []));
  return [...ids]
    .flatMap((id) => attempt(() => parseArticle(id, (file) => files.get(file))) ?? [])
    .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}
