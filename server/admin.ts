import fs from "node:fs";
import path from "node:path";
import compression from "compression";
import express, { type RequestHandler, type Router } from "express";

/**
 * `/admin`, the content editor (`app/admin/`, `docs/content-editing.md`): its page with the policy the
 * build wrote for it (`build/admin.json`: the site's scripts only, the Git forge's API, the blobs of
 * images being uploaded), and its code, named by content and kept a year. Never indexed, never cached
 * as a page; the forge's sign-in window may answer the page that opened it.
 */
export function adminRoutes(buildDir: string, clientDir: string): Router {
  const router = express.Router();
  const page = path.join(buildDir, "admin.html");
  const settings = path.join(buildDir, "admin.json");
  if (!fs.existsSync(page) || !fs.existsSync(settings)) return router;
  const html = fs.readFileSync(page);
  const { policy } = JSON.parse(fs.readFileSync(settings, "utf8")) as { policy: string };
  const sendPage: RequestHandler = (_req, res) => {
    res.setHeader("Content-Security-Policy", policy);
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin-allow-popups");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    res.setHeader("Cache-Control", "no-cache");
    res.type("html").send(html);
  };
  router.get("/admin", sendPage);
  router.use("/admin/assets", compression());
  router.use(
    "/admin/assets",
    express.static(path.join(clientDir, "admin/assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      redirect: false,
      setHeaders: (res) => res.setHeader("X-Robots-Tag", "noindex"),
    }),
  );
  return router;
}
