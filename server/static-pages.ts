import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { contentSecurityPolicy } from "../app/lib/csp.server";

/**
 * Serves the prerendered pages at their own URLs, with their Content-Security-Policy: `/about` answers 200 with `about/index.html`
 * (no redirect to `/about/`), `/about/` redirects to `/about`. Requests with a query string are left
 * to the app, which renders them (e.g. a filtered blog list) with the same markup the browser
 * hydrates. Paths that are no prerendered page fall through (to the app's real 404).
 */
export function prerenderedPages(clientDir: string, scriptHashes: Record<string, string[]>): RequestHandler {
  const root = path.resolve(clientDir);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const { pathname, search } = new URL(req.originalUrl, "http://localhost");
    if (search || path.extname(pathname)) return next();
    if (pathname.length > 1 && pathname.endsWith("/")) {
      return res.redirect(301, pathname.replace(/\/+$/, "") || "/");
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return next();
    }
    const file = path.join(root, decoded, "index.html");
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file)) return next();
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(scriptHashes[decoded] ?? []));
    res.sendFile(file, { dotfiles: "deny", lastModified: true, etag: true });
  };
}
