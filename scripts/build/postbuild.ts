/**
 * The last step of `npm run build`, over the prerendered pages. In this order:
 * 1. `checkSearchEngineRules`: fails the build when the pages do not hold together for search
 *    engines (an alternate that is not reciprocal, a canonical that is not the page itself, an
 *    alternate or sitemap URL that is not a built page, an `<html lang>` that does not match the
 *    URL's language, two pages with the same title). The rules are in `seo-rules.ts`.
 *    And it fails when a page shows an image of the site that the build did not write
 *    (`page-images.ts`).
 * 2. `removeUnservedFiles`: what React Router writes and no page loads (its client scripts, the
 *    prerendered `.data` files), so that no host serves it (`served-files.ts`).
 * 3. `compressAssets`: Brotli files of the scripts, styles and pages, and gzip files of the pages,
 *    for the server to send as they are (the Brotli ones kept from one build to the next, by their
 *    bytes: `build-cache.ts`).
 * 4. `writeCspHashes`: the Content-Security-Policy hashes of each page's inline scripts and styles
 *    (`build/csp.json`, read by the server).
 * 5. `writeSocialCards`: each page's share image (`scripts/build/social-cards.ts`).
 * 6. `writeBuildInfo`: the `SITE_URL` the pages were built with (`build/build-info.json`): the
 *    server refuses to start with another one.
 * 7. `writeNewsletter`: the newsletter's issues and the articles they may present
 *    (`build/newsletter.json`), which the server schedules and `npm run newsletter` sends.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { siteUrl } from "../../app/config/env.server";
import { site } from "../../app/config/site";
import { validateSite } from "../../app/config/site-schema.server";
import { hreflangs, htmlLang } from "../../app/i18n/locales";
import { splitLangPath } from "../../app/i18n/paths";
import { inlineHashes } from "../../app/lib/csp.server";
import { readNewsletterContent } from "../../app/newsletter/issues.server";
import { localizedPagePathsOnDisk } from "../../app/pages";
import { buildCache } from "./build-cache";
import { checkPages, type BuiltPage } from "./seo-rules";
import { missingImages } from "./page-images";
import { unservedFiles } from "./served-files";
import { writeSocialCards } from "./social-cards";

const localizedPagePaths = localizedPagePathsOnDisk();
const compressedBefore = buildCache("brotli");

const buildDir = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.join(buildDir, "client");
validateSite(site);
const origin = siteUrl();

const pages = readBuiltPages();
checkSearchEngineRules(pages);
checkImages(pages);
const removed = removeUnservedFiles();
await compressAssets(pages);
writeCspHashes(pages);
const cards = await writeSocialCards(pages, clientDir, origin);
writeBuildInfo();
writeNewsletter();
console.log(
  `postbuild: ${pages.length} pages, alternates, canonicals, titles and sitemap consistent; ${removed} unserved files removed, compressed files, CSP hashes and ${cards} social cards written for ${origin}.`,
);

function readBuiltPages(): BuiltPage[] {
  return localizedPagePaths.map((urlPath) => {
    const file = path.join(clientDir, urlPath, "index.html");
    if (!fs.existsSync(file))
      throw new Error(`postbuild: ${urlPath} was not prerendered (${file} is missing)`);
    return { path: urlPath, html: fs.readFileSync(file, "utf8") };
  });
}

function checkSearchEngineRules(pages: BuiltPage[]) {
  const sitemap = fs.readFileSync(path.join(clientDir, "sitemap.xml"), "utf8");
  const problems = checkPages(pages, {
    origin,
    sitemap,
    languageOf: (urlPath) => {
      const { lang } = splitLangPath(urlPath);
      return { html: htmlLang[lang], hreflang: hreflangs[lang] };
    },
  });
  if (problems.length === 0) return;
  console.error(
    `postbuild: ${problems.length} problem(s) in the built pages:\n${problems.map((p) => `  - ${p}`).join("\n")}`,
  );
  process.exit(1);
}

function checkImages(pages: BuiltPage[]) {
  const missing = missingImages(pages, clientDir);
  if (missing.length === 0) return;
  console.error(
    `postbuild: ${missing.length} image(s) missing:\n${missing.map((p) => `  - ${p}`).join("\n")}`,
  );
  process.exit(1);
}

function removeUnservedFiles() {
  const files = unservedFiles(buildDir);
  for (const file of files) fs.rmSync(file);
  return files.length;
}

/**
 * The islands' code and the pages are compressed once, as well as Brotli can (and the pages with
 * gzip too, for clients without Brotli), so the server never compresses them on a request.
 */
async function compressAssets(pages: BuiltPage[]) {
  // Brotli at its best is about 10 s for the pages: a file whose bytes have not changed since a
  // build before is not compressed again (`build-cache.ts`).
  const brotli = async (file: string) => {
    const bytes = fs.readFileSync(file);
    const compressed = await compressedBefore(
      [`brotli ${process.versions.brotli}`, "quality 11", bytes],
      () => zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    fs.writeFileSync(`${file}.br`, compressed);
  };
  const islandsDir = path.join(clientDir, "islands");
  for (const name of fs.readdirSync(islandsDir).filter((file) => file.endsWith(".js"))) {
    await brotli(path.join(islandsDir, name));
  }
  for (const page of pages) {
    const file = path.join(clientDir, page.path, "index.html");
    await brotli(file);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(fs.readFileSync(file), { level: 9 }));
  }
}

function writeNewsletter() {
  const content = readNewsletterContent("app/content/newsletter", "app/content/blog/posts");
  fs.writeFileSync(path.join(buildDir, "newsletter.json"), `${JSON.stringify(content)}\n`);
}

/** What the server checks its own settings against at start-up. */
function writeBuildInfo() {
  fs.writeFileSync(
    path.join(buildDir, "build-info.json"),
    `${JSON.stringify({ siteUrl: origin }, null, 2)}\n`,
  );
}

function writeCspHashes(pages: BuiltPage[]) {
  const csp = Object.fromEntries(pages.map((page) => [page.path, inlineHashes(page.html)]));
  fs.writeFileSync(path.join(buildDir, "csp.json"), `${JSON.stringify(csp, null, 2)}\n`);
}
