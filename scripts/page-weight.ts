import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { inlineScripts } from "../app/lib/csp.server";

export interface PageWeight {
  /** Bytes of JavaScript the page loads, gzip-compressed (level 9), the inline scripts included. */
  js: number;
  /** Bytes of CSS, gzip-compressed. */
  css: number;
}

const gzipSize = (data: Buffer | string) => zlib.gzipSync(data, { level: 9 }).length;

/**
 * What a prerendered page makes the browser download in scripts and styles: its `<script src>`,
 * `modulepreload` and stylesheet links, the modules its inline bootstrap imports, and the inline
 * scripts themselves. Shared files count fully on every page: that is what a first visit costs.
 */
export function pageWeight(html: string, clientDir: string): PageWeight {
  const urls = (pattern: RegExp) => new Set([...html.matchAll(pattern)].map((match) => match[1]!));
  const scripts = new Set([
    ...urls(/<script[^>]+src="(\/assets\/[^"]+\.js)"/g),
    ...urls(/<link[^>]+rel="modulepreload"[^>]+href="(\/assets\/[^"]+\.js)"/g),
    ...urls(/import\s*(?:\(|[^"']*from\s*)\s*["'](\/assets\/[^"']+\.js)["']/g),
  ]);
  const styles = urls(/<link[^>]+rel="stylesheet"[^>]+href="(\/assets\/[^"]+\.css)"/g);
  const inline = inlineScripts(html);

  const fileSize = (url: string) => gzipSize(fs.readFileSync(path.join(clientDir, url)));
  return {
    js: [...scripts].reduce((sum, url) => sum + fileSize(url), 0) + gzipSize(inline.join("\n")),
    css: [...styles].reduce((sum, url) => sum + fileSize(url), 0),
  };
}
