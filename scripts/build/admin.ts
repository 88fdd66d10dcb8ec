import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { adminPolicy, cmsSettings } from "../../app/admin/settings";

/**
 * The content editor's page, `/admin` (`vite.admin.config.ts`, `docs/content-editing.md`), built
 * after the site:
 * - `virtual:cms-settings`: where the content lives (the `CMS_*` variables, checked: a bad one stops
 *   the build, naming it);
 * - `virtual:published-content`: the articles and issues the build wrote (`build/newsletter.json`),
 *   for the newsletter's preview;
 * - the page itself goes to `build/admin.html`, out of the static files, with its
 *   Content-Security-Policy in `build/admin.json`: the server sends both (`server/admin.ts`).
 */
export function adminPage(buildDir: string): Plugin {
  const settings = cmsSettings(process.env);
  const modules: Record<string, () => string> = {
    "virtual:cms-settings": () => JSON.stringify(settings),
    "virtual:published-content": () => fs.readFileSync(path.join(buildDir, "newsletter.json"), "utf8"),
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
