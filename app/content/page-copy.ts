import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import { languages, type Lang } from "~/i18n/locales";
import { typeset } from "./typeset";

/**
 * A page whose words editors change in `/admin`: one YAML file per language in `dir`
 * (`<dir>/<lang>.yml`), checked by `schema` (`types.ts`), then put together with what the page
 * writes alike in every language (its `neutral.ts`) by `compose`. The site reads the files through
 * Vite (each page's `index.ts`), the build's content check and the tests from the disk: the same
 * parse, so a mistake names the same file and field everywhere.
 */
export interface PageCopy<S extends z.ZodType, C> {
  /** The page's folder from the project's root, e.g. `app/content/home`. */
  dir: string;
  schema: S;
  /** `lang` is the file's language, for what the page fills in from `config/site.ts`. */
  compose(text: z.infer<S>, lang: Lang): C;
}

export const pageCopy = <S extends z.ZodType, C>(page: PageCopy<S, C>) => page;

/** What went wrong, in the words an editor reads: the field, and what to do. */
function problem(issue: z.core.$ZodIssue): string {
  const field = issue.path.join(".") || "(file)";
  const missing = issue.code === "invalid_type" && /received undefined/.test(issue.message);
  return `invalid "${field}": ${missing ? "missing" : issue.message}`;
}

/** One language's words of `page`, from its file's text. Throws, naming the file and the field. */
export function parseCopy<S extends z.ZodType, C>(page: PageCopy<S, C>, lang: Lang, raw: string): C {
  const file = `${page.dir}/${lang}.yml`;
  let data: unknown;
  try {
    data = parseYaml(raw);
  } catch (error) {
    throw new Error(`${file}: not valid YAML: ${(error as Error).message}`);
  }
  return composed(page, lang, data);
}

/**
 * Every text of `data` typeset for `lang` (`typeset.ts`), as the build sets an article: the editor
 * types on a plain keyboard, the page gets curly apostrophes and quotes and French spacing.
 */
function typesetAll<T>(data: T, lang: Lang): T {
  if (typeof data === "string") return typeset(data, lang) as T;
  if (Array.isArray(data)) return data.map((item: unknown) => typesetAll(item, lang)) as T;
  if (data && typeof data === "object")
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, typesetAll(value as unknown, lang)]),
    ) as T;
  return data;
}

/** One language's words of `page`, from its file's data; throws, naming the file and the field. */
export function composed<S extends z.ZodType, C>(page: PageCopy<S, C>, lang: Lang, data: unknown): C {
  const file = `${page.dir}/${lang}.yml`;
  const result = page.schema.safeParse(data);
  if (!result.success) throw new Error(`${file}: ${problem(result.error.issues[0]!)}`);
  try {
    return page.compose(typesetAll(result.data, lang), lang);
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
}

/** The page in every language, from each language's file (its text). */
export function readPage<S extends z.ZodType, C>(
  page: PageCopy<S, C>,
  files: Record<Lang, string>,
): Record<Lang, C> {
  return Object.fromEntries(languages.map((lang) => [lang, parseCopy(page, lang, files[lang])])) as Record<
    Lang,
    C
  >;
}
