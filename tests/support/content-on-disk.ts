import fs from "node:fs";
import path from "node:path";
import { parseArticles, type Article } from "../../app/content/blog/articles.server";
import { parsePeople, type Person } from "../../app/content/people/schema";
import type { z } from "zod";
import { editablePages } from "../../app/content/editable-pages";
import { readPage, type PageCopy } from "../../app/content/page-copy";
import { serviceSlugs } from "../../app/content/service-slugs";
import type { ServiceDetailContent, ServiceSlug } from "../../app/content/types";
import { languages, type Lang } from "../../app/i18n/locales";
import { publicationNow, publishedOnly } from "../../app/content/blog/publication";

/**
 * The content as the repository holds it now, read by the build's own parsers: what a test of the
 * pages expects to find, so that what an editor publishes does not fail the tests around it.
 */

/**
 * The articles on the site as the repository holds them now, newest first, read by the build's own
 * parser (drafts and those not yet due left out, as the build leaves them): what a test of the blog
 * expects to find, so that an article an editor publishes (or a correction) does not fail the tests
 * of the pages around it.
 */
export function publishedArticles(root = process.cwd()): Article[] {
  const dir = path.join(root, "app/content/blog/posts");
  return publishedOnly(
    parseArticles(
      new Map(fs.readdirSync(dir).map((name) => [name, fs.readFileSync(path.join(dir, name), "utf8")])),
    ),
    publicationNow(),
  );
}

/** The firm's people as the repository holds them now (`app/content/people/`). */
export function peopleOnDisk(root = process.cwd()): Person[] {
  const dir = path.join(root, "app/content/people");
  return parsePeople(
    new Map(
      fs
        .readdirSync(dir)
        .filter((name) => name.endsWith(".yaml"))
        .map((name) => [name, fs.readFileSync(path.join(dir, name), "utf8")]),
    ),
  );
}

/**
 * A page editors change, as the repository holds it now (`app/content/page-copy.ts`): for what runs
 * outside Vite (the end-to-end tests), which reads the page's YAML through the build's own parse.
 */
export function pageOnDisk<C>(copy: PageCopy<z.ZodType, C>, root = process.cwd()): Record<Lang, C> {
  const read = (lang: Lang) => fs.readFileSync(path.join(root, copy.dir, `${lang}.yml`), "utf8");
  return readPage(
    copy,
    Object.fromEntries(languages.map((lang) => [lang, read(lang)])) as Record<Lang, string>,
  );
}

/** Each service's page, as the repository holds it now. */
export function serviceDetailsOnDisk(root = process.cwd()) {
  return Object.fromEntries(
    serviceSlugs.map((slug) => {
      const page = editablePages.find(({ name }) => name === `service-${slug}`)!;
      return [slug, pageOnDisk(page.copy as PageCopy<z.ZodType, ServiceDetailContent>, root)];
    }),
  ) as Record<ServiceSlug, Record<Lang, ServiceDetailContent>>;
}
