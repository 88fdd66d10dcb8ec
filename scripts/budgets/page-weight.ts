import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { inlineScripts, inlineStyles } from "../../app/lib/csp.server";

export interface PageWeight {
  /** Bytes of the HTML document, gzip-compressed (level 9), without its inline scripts and styles. */
  html: number;
  /** Bytes of JavaScript the page loads, gzip-compressed, the inline scripts included. */
  js: number;
  /** Bytes of CSS, gzip-compressed: the inline stylesheet and any linked one. */
  css: number;
}

export const gzipSize = (data: Buffer | string) => zlib.gzipSync(data, { level: 9 }).length;

/**
 * What a prerendered page makes the browser download: the document, the scripts it names (module
 * preloads, imports of its bootstrap, the inline scripts themselves), its inline and linked
 * stylesheets. Shared files count fully on every page: that is what a first visit costs.
 */
export function pageWeight(html: string, clientDir: string): PageWeight {
  const urls = (pattern: RegExp) => new Set([...html.matchAll(pattern)].map((match) => match[1]!));
  // Every script the page names, wherever: `src`, a module preload, an import, a deferred preload list.
  const scripts = urls(/(\/assets\/[\w.-]+\.js)\b/g);
  const styles = urls(/<link[^>]+rel="stylesheet"[^>]+href="(\/assets\/[^"]+\.css)"/g);
  const scriptBodies = inlineScripts(html);
  const styleBodies = inlineStyles(html);
  const documentOnly = [...scriptBodies, ...styleBodies].reduce((rest, body) => rest.replace(body, ""), html);

  const fileSize = (url: string) => gzipSize(fs.readFileSync(path.join(clientDir, url)));
  return {
    html: gzipSize(documentOnly),
    js: [...scripts].reduce((sum, url) => sum + fileSize(url), 0) + gzipSize(scriptBodies.join("\n")),
    css:
      [...styles].reduce((sum, url) => sum + fileSize(url), 0) +
      (styleBodies.length ? gzipSize(styleBodies.join("\n")) : 0),
  };
}
