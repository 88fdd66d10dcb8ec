import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import type { PublishedContent } from "../../app/admin/previews";
import { adminPolicy, cmsSettings } from "../../app/admin/settings";
import type { NewsletterContent } from "../../app/newsletter/issues.server";
import { parse as parseYaml } from "yaml";
import type { Person } from "../../app/content/people/schema";

/**
 * The content editor's page, `/admin` (`vite.admin.config.ts`, `docs/content-editing.md`), built
 * after the site:
 * - `virtual:cms-settings`: where the content lives (the `CMS_*` variables, checked: a bad one stops
 *   the build, naming it);
 * - `virtual:published-content`: what the newsletter's preview needs besides the issue being edited
 *   (`publishedContent`), and nothing a visitor could not read already: this script is public;
 * - the page itself goes to `build/admin.html`, out of the static files, with its
 *   Content-Security-Policy in `build/admin.json`: the server sends both (`server/admin.ts`).
 */
export function adminPage(buildDir: string): Plugin {
  const settings = cmsSettings(process.env);
  const modules: Record<string, () => string> = {
    "virtual:cms-settings": () => JSON.stringify(settings),
    "virtual:published-content": () => JSON.stringify(publishedContent(buildDir, new Date())),
  };
  let outDir = "";
  return {
    name: "admin-page",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    resolveId: (id) => (id in modules ? `\0${id}` : undefined),
    load: (id) => {
      const module = modules[id.replace(/^\0/, "")];
      return id.startsWith("\0") && module ? `export default ${module()};` : undefined;
    },
    transform(code, id) {
      if (!id.includes("/@sveltia/cms/")) return undefined;
      return withoutFontCdn(code);
    },
    writeBundle() {
      fs.renameSync(path.join(outDir, "index.html"), path.join(buildDir, "admin.html"));
      fs.writeFileSync(
        path.join(buildDir, "admin.json"),
        `${JSON.stringify({ policy: adminPolicy(settings) })}\n`,
      );
    },
  };
}

/**
 * The site's route modules are in `/admin` for their component (`app/admin/page-render.tsx` draws an
 * editable page with it): what their loaders and actions import from `*.server` modules (the
 * database, the people's files with their drafts, the environment) is left out. Each such import is
 * an empty stand-in whose names read as `undefined`, and the loaders and actions that use them,
 * which nothing in `/admin` calls, are dropped with them. (A component that called a server module
 * would find `undefined` there, and its page's preview would fail: components take their data from
 * the loader, as they should.)
 */
export function routesWithoutServerCode(): Plugin {
  const prefix = "\0server-code-left-out:";
  return {
    name: "routes-without-server-code",
    enforce: "pre",
    resolveId: (source, importer) =>
      importer && /\/app\/routes\/[^/]+\.tsx$/.test(importer) && /\.server$/.test(source)
        ? `${prefix}${source}`
        : undefined,
    load: (id) =>
      id.startsWith(prefix) ? { code: "export default {};", syntheticNamedExports: true } : undefined,
  };
}

/**
 * The articles (with their covers) and the people (on the site already) and the send times that have passed, without a
 * word of any issue: an issue's subject and editorial are read only by the editors signed into the
 * repository (the preview gets the issue it shows from the editor), never from a public file before
 * they are sent. Nor a person marked as a draft, nor anyone's booking details.
 */
function publishedContent(buildDir: string, now: Date): PublishedContent {
  const content = JSON.parse(
    fs.readFileSync(path.join(buildDir, "newsletter.json"), "utf8"),
  ) as NewsletterContent;
  return {
    articles: content.articles.map((article) => ({ ...article, image: coverOf(article.id) })),
    sendTimes: content.issues.flatMap(({ id, sendAt }) =>
      sendAt && Date.parse(sendAt) <= now.getTime() ? [{ id, sendAt }] : [],
    ),
    people: peopleOnSite(),
  };
}

/** A published article's cover, from its English file's front matter (its `image`, checked by the build). */
function coverOf(id: string): string {
  const raw = fs.readFileSync(path.join("app/content/blog/posts", `${id}.en.md`), "utf8");
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(raw)?.[1] ?? "";
  return String((parseYaml(frontMatter) as { image?: unknown }).image ?? "");
}

/** The people's files, as the build's content check accepted them (this file runs outside Vite's aliases). */
function peopleOnSite(): Person[] {
  const dir = "app/content/people";
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".yaml"))
    .map((name) => ({
      id: name.replace(/\.yaml$/, ""),
      ...(parseYaml(fs.readFileSync(path.join(dir, name), "utf8")) as Omit<Person, "id">),
    }))
    .filter((person) => !person.draft)
    .map(({ booking: _booking, ...person }) => person);
}

/**
 * Sveltia CMS bundles its three fonts and registers them when it starts, but its stylesheet also
 * declares them on a CDN, as a fallback. The page's policy refuses the CDN (`font-src 'self'`), and
 * each refused fetch is an error in the console: those declarations are removed, the bundled fonts
 * stay. A new version that declares them differently stops the build here, rather than in an
 * editor's console.
 */
function withoutFontCdn(code: string) {
  const cdnFace = /@font-face \{[^}]*?src:url\(https:\/\/cdn\.jsdelivr\.net\/fontsource\/[^}]*\}/g;
  const found = code.match(cdnFace)?.length ?? 0;
  if (found === 0) return undefined;
  if (found !== 3)
    throw new Error(`Sveltia CMS declares ${found} fonts on a CDN, not 3: see withoutFontCdn()`);
  return { code: code.replace(cdnFace, ""), map: null };
}
