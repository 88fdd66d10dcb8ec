import { createHash } from "node:crypto";

/** The SHA-256 hashes (`sha256-…`) of a page's inline scripts and inline stylesheets. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

/**
 * The Content-Security-Policy of the site. Scripts and styles come only from our own origin or,
 * inline, when their SHA-256 hash is listed: every prerendered page is hashed at build time
 * (`scripts/build/postbuild.ts` writes `build/csp.json`) and dynamic pages are hashed as they render.
 * Never `unsafe-inline`: a `style` attribute or an injected `<style>` is refused.
 */
export function contentSecurityPolicy({ scripts, styles }: InlineHashes): string {
  const sources = (hashes: readonly string[]) => hashes.map((hash) => ` '${hash}'`).join("");
  return [
    // Nothing is allowed unless named below (HTTP Observatory counts this).
    "default-src 'none'",
    `script-src 'self'${sources(scripts)}`,
    `style-src 'self'${sources(styles)}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** For responses that are not pages (assets, feeds, errors in plain text). */
export const strictPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The bodies of the executable inline scripts of an HTML document, in order: whoever wrote them
 * (our page script; React Router's, on a page that ships them), every one is hashed, so the policy follows the
 * page as it is rendered and depends on no particular script.
 */
export function inlineScripts(html: string): string[] {
  const bodies: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = "", body = ""] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    // JSON-LD and other data blocks are never executed, so CSP does not apply to them.
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "module" && !type.includes("javascript")) continue;
    bodies.push(body);
  }
  return bodies;
}

/** The bodies of the `<style>` elements of an HTML document, in order. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body = ""]) => body);
}

/** The hashes of the executable inline scripts and the inline styles of an HTML document, once each. */
export function inlineHashes(html: string): InlineHashes {
  const hashed = (bodies: string[]) => [
    ...new Set(bodies.map((body) => `sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`)),
  ];
  return { scripts: hashed(inlineScripts(html)), styles: hashed(inlineStyles(html)) };
}
