import type { Request, RequestHandler, Response } from "express";
import { matchPath, type ServerBuild } from "react-router";
import { maxFormBodyBytes, type FormError } from "../app/forms/definitions";

/**
 * What a request must be before the site reads it: a `Host` (400), a method the site answers (405),
 * a POST only where a form takes one (405), and a form post from this site, of a form's type and
 * size (403, 415, 411, 413).
 */
const allowedMethods = ["GET", "HEAD", "POST"];
const formTypes = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * A request without a `Host` (HTTP/1.0) or with an empty one names no site: 400. React Router builds
 * the request's URL from it, and would fail on every route it renders.
 */
export const requireHost: RequestHandler = (req, res, next) => {
  if (req.headers.host?.trim()) return next();
  res.setHeader("Connection", "close");
  res.status(400).type("text/plain").send("Bad request: no Host.");
};

/**
 * Only GET, HEAD and POST reach the site: anything else (PUT, PATCH, DELETE, TRACE, OPTIONS ...) is
 * answered 405 without reading its body, and the connection is closed so that Node does not read it
 * either.
 */
export const onlyGetHeadPost: RequestHandler = (req, res, next) => {
  if (allowedMethods.includes(req.method)) return next();
  console.log(`${req.method} ${req.path.slice(0, 200)} refused: method not allowed`);
  res.setHeader("Allow", allowedMethods.join(", "));
  closeIfLarge(req, res);
  res.status(405).type("text/plain").send("Method not allowed.");
};

/**
 * React Router's data URLs (`/about.data`, `/_root.data`: what its client fetches to navigate or
 * post) are answered 404: no page runs that client (`docs/decisions/006-first-paint-and-hydration.md`),
 * forms post to their page, and what nobody uses should not be reachable.
 */
export const noDataRequests: RequestHandler = (req, res, next) => {
  if (!req.path.endsWith(".data")) return next();
  closeIfLarge(req, res);
  res.status(404).type("text/plain").send("Not found.");
};

/**
 * A POST to a path where no form takes one (`/about`, `/sitemap.xml`, `/de/contact`) is answered 405
 * here, with the request log's one line, before React Router (which would log a stack trace for
 * each). The forms' paths are the routes with an `action` in the build.
 */
export function postsOnlyToForms(build: ServerBuild): RequestHandler {
  const forms = Object.values(build.routes)
    .filter((route) => route?.module.action)
    .map((route) => {
      const parts: string[] = [];
      for (let at = route; at; at = at.parentId ? build.routes[at.parentId] : undefined) {
        if (at.path) parts.unshift(at.path);
      }
      // An index route (the home page's newsletter) takes posts to `/?index`, as React Router routes them.
      return { path: `/${parts.join("/")}`, index: route!.index === true };
    });
  return (req, res, next) => {
    if (req.method !== "POST") return next();
    const { pathname, searchParams } = new URL(`http://localhost${req.originalUrl}`);
    const taken = forms.some(
      (form) =>
        matchPath({ path: form.path, end: true }, pathname) && (!form.index || searchParams.has("index")),
    );
    if (taken) return next();
    res.setHeader("Allow", "GET, HEAD");
    closeIfLarge(req, res);
    res.status(405).type("text/plain").send("Method not allowed.");
  };
}

/** Why a post was refused before the app read it, and whether its body may still be read. */
export interface FormRefusal {
  status: 403 | 411 | 413 | 415;
  error: FormError;
  /** A form body of a declared, acceptable size: its values can be given back to the visitor. */
  bodyReadable: boolean;
}

/**
 * Checks every POST before the app reads it: same-site only (403), a form content type (415), and
 * a declared length no larger than the largest legitimate form (411, 413: the body is not read).
 * A refused post still reaches its route, marked (`res.locals.formRefusal`, then the load context):
 * a form's action answers with the status and a translated error, in the page's language, with
 * what was typed when the body could be read; a route without a form answers 405.
 *
 * This is the site's one origin check, and it knows the public origin (`SITE_URL`): behind a proxy
 * that rewrites `Host` or terminates TLS, the request URL React Router sees is not the page's
 * origin, so its own check (which compares the two) is handed a request without `Origin`.
 */
export function formGuards(siteOrigin: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST") return next();
    const refusal = checkPost(req, siteOrigin);
    delete req.headers.origin;
    if (refusal) {
      res.locals.formRefusal = refusal;
      if (!refusal.bodyReadable) closeIfLarge(req, res);
    }
    next();
  };
}

/** Bodies up to this size that the app does not read are drained by Node after the answer. */
const drainedBodyBytes = 1024 * 1024;

/**
 * For an answer that leaves the body unread. A small declared body is left for Node to read and
 * discard after the answer, so the client reads the answer before the connection closes (closing with
 * unread data resets the connection, which can discard an answer still in flight). A large or
 * undeclared one (chunked) closes the connection, so it is never read at all.
 */
function closeIfLarge(req: Request, res: Response) {
  const declared = req.get("content-length");
  const small = declared !== undefined && /^\d+$/.test(declared) && Number(declared) <= drainedBodyBytes;
  if (!small && (declared !== undefined || req.get("transfer-encoding")))
    res.setHeader("Connection", "close");
}

function checkPost(req: Request, siteOrigin: string): FormRefusal | undefined {
  const type = (req.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const declared = req.get("content-length");
  const length = declared !== undefined && /^\d+$/.test(declared) ? Number(declared) : undefined;
  const bodyReadable = formTypes.includes(type) && length !== undefined && length <= maxFormBodyBytes;

  const origin = req.get("origin");
  const fetchSite = req.get("sec-fetch-site");
  const ownOrigin = `${req.protocol}://${req.get("host")}`;
  if (
    (origin && origin !== ownOrigin && origin !== siteOrigin) ||
    (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none")
  ) {
    return { status: 403, error: "forbidden", bodyReadable };
  }
  if (!formTypes.includes(type)) return { status: 415, error: "unreadable", bodyReadable: false };
  // Browsers always declare the length of a form; Node then reads no more than that.
  if (length === undefined) return { status: 411, error: "unreadable", bodyReadable: false };
  if (length > maxFormBodyBytes) return { status: 413, error: "tooLarge", bodyReadable: false };
  return undefined;
}
