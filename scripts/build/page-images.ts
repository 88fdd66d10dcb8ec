import fs from "node:fs";
import path from "node:path";

/**
 * The images a built page shows (`<img src>`, `srcset` of `<img>` and `<source>`) that are paths of
 * the site but were never written to `clientDir`: a photo the checks accepted and the image step did
 * not make (an AVIF portrait once passed both and left the About page with a broken image in four
 * languages). `postbuild.ts` fails the build on any.
 */
export function missingImages(pages: { path: string; html: string }[], clientDir: string): string[] {
  const problems: string[] = [];
  for (const page of pages) {
    const named = new Set<string>();
    for (const [, src] of page.html.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)) named.add(src!);
    for (const [, srcset] of page.html.matchAll(/<(?:img|source)\b[^>]*?\ssrcset="([^"]+)"/g))
      for (const candidate of srcset!.split(",")) named.add(candidate.trim().split(/\s+/)[0]!);
    for (const src of named) {
      if (!src.startsWith("/") || src.startsWith("//")) continue;
      const file = path.join(clientDir, decodeURIComponent(src.split(/[?#]/)[0]!));
      if (!fs.existsSync(file)) problems.push(`${page.path} shows ${src}, which the build did not write`);
    }
  }
  return problems;
}
