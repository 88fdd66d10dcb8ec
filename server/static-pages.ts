import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { splitLangPath } from "../app/i18n/paths";
import { contentSecurityPolicy, type InlineHashes } from "../app/lib/csp.server";
import { queryReadAt, renderedPerRequest } from "../app/pages";

/** The ETag alone revalidates a page, and nobody fetches a page in ranges: fewer header bytes. */
const pageFileOptions = { dotfiles: "deny", lastModified: false, acceptRanges: false, etag: true } as const;

/**
 * Serves the prerendered pages at their own URLs, with their Content-Security-Policy: `/about` answers
 * 200 with `about/index.html` (no redirect to `/about/`). A query the page does not read (a campaign
 * link's `utm_*`, an ad click's `gclid`, anything else) changes nothing on it: the file is sent as
 * for the bare path. Only a query with a parameter the page reads (`pages.ts`: the blog's
 * `category`) is left to the app, which renders it, as is every request of a page rendered per
 * request (`render: "request"`: the booking page, whose free times change by the minute). Paths that are no prerendered page fall through
 * (to the app's real 404).
 */
export function prerenderedPages(
  clientDir: string,
  inlineHashes: Record<string, InlineHashes>,
): RequestHandler {
  const root = path.resolve(clientDir);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const { pathname, searchParams } = new URL(`http://localhost${req.originalUrl}`);
    if (path.extname(pathname)) return next();
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return next();
    }
    const { path: page } = splitLangPath(decoded);
    // A page rendered per request (`/book`'s free times) is never sent as the build wrote it.
    if (renderedPerRequest(page)) return next();
    if (queryReadAt(page).some((name) => searchParams.has(name))) return next();
    const file = path.join(root, decoded, "index.html");
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file)) return next();
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy(inlineHashes[decoded] ?? { scripts: [], styles: [] }),
    );
    res.setHeader("Vary", "Accept-Encoding");
    // The build wrote each page compressed: sent as it is, never compressed on a request.
    const encoding = preferredEncoding(req.get("accept-encoding") ?? "");
    if (encoding && fs.existsSync(`${file}.${encoding.suffix}`)) {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Content-Encoding", encoding.name);
      return res.sendFile(`${file}.${encoding.suffix}`, pageFileOptions);
    }
    res.sendFile(file, pageFileOptions);
  };
}

/**
 * One URL per page: `/about/`, `//about`, `/About`, `/PT/about` and `/%61bout` answer a permanent
 * redirect to `/about` or `/pt/about` (POSTs a 308, which keeps the body, so a form posted to
 * `/PT/contact` is stored as Portuguese). A percent-escape of a character that needs none (a letter,
 * a digit, `-._~`: RFC 3986's unreserved set) is that character, so every spelling of a page is the
 * page, counted once. The target is always a path on this site: it starts with exactly one `/`, so
 * `//evil.example/` can never become a protocol-relative redirect. Files named by their content hash
 * (`/assets/`, `/islands/`) keep their case.
 */
export const canonicalPaths: RequestHandler = (req, res, next) => {
  // Concatenated, not resolved: `new URL("//x/y", base)` would read `x` as a host name.
  if (!req.originalUrl.startsWith("/")) {
    return res.status(400).type("text/plain").send("Bad request.");
  }
  const { pathname, search } = new URL(`http://localhost${req.originalUrl}`);
  const segments = decodeUnreserved(pathname).split("/").filter(Boolean);
  const canonical = `/${segments.join("/")}`;
  // Built files' names carry their hash, in both cases.
  const target = /^\/(assets|islands|admin\/assets)\//.test(pathname) ? canonical : canonical.toLowerCase();
  if (target === pathname) return next();
  res.redirect(req.method === "POST" ? 308 : 301, `${target}${search}`);
};

/** `%61` → `a`: the escapes of RFC 3986's unreserved characters decoded; every other escape kept. */
function decodeUnreserved(pathname: string) {
  return pathname.replace(/%([0-9a-f]{2})/gi, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(char) ? char : escape;
  });
}

/** Brotli when the client takes it, else gzip, else none (a `;q=0` refuses an encoding). */
function preferredEncoding(acceptEncoding: string) {
  const accepted = new Set(
    acceptEncoding
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has("br")) return { name: "br", suffix: "br" };
  if (accepted.has("gzip")) return { name: "gzip", suffix: "gz" };
  return undefined;
}
