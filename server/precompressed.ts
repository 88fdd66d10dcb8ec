import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

/**
 * Serves the Brotli files written at build time (`island.js.br`, quality 11, smaller than what can be
 * compressed on the fly) to browsers that accept them; others fall through to on-the-fly gzip. The
 * files are named by their content: kept a year.
 */
export function precompressedAssets(assetsDir: string): RequestHandler {
  const root = path.resolve(assetsDir);
  const types: Record<string, string> = {
    ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
  };
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const type = types[path.extname(req.path)];
    if (!type || !/\bbr\b/.test(req.get("accept-encoding") ?? "")) return next();
    const file = path.join(root, req.path);
    if (!file.startsWith(root + path.sep) || !fs.existsSync(`${file}.br`)) return next();
    res.setHeader("Content-Type", type);
    res.setHeader("Content-Encoding", "br");
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.sendFile(`${file}.br`);
  };
}
