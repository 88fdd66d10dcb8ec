import { createHash } from "node:crypto";

/**
 * The Content-Security-Policy of the site. Scripts run only from our own origin or, inline, when
 * their SHA-256 hash is listed: every prerendered page's inline scripts are hashed at build time
 * (`scripts/postbuild.ts` writes `build/csp.json`) and dynamic pages are hashed as they render.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    // Nothing is allowed unless named below (HTTP Observatory counts this).
    "default-src 'none'",
    `script-src 'self'${scriptHashes.map((hash) => ` '${hash}'`).join("")}`,
    "style-src 'self'",
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

/** The bodies of the executable inline scripts of an HTML document, in order. */
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

/** The hashes (`sha256-…`) of the executable inline scripts of an HTML document, once each. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = inlineScripts(html).map(
    (body) => `sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`,
  );
  return [...new Set(hashes)];
}
