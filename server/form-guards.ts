import type { Request, RequestHandler, Response } from "express";
import { maxFormBodyBytes, type FormError } from "../app/forms/definitions";

const allowedMethods = ["GET", "HEAD", "POST"];
const formTypes = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * Only GET, HEAD and POST reach the site: anything else (PUT, PATCH, DELETE, TRACE, OPTIONS ...) is
 * answered 405 without reading its body, and the connection is closed so that Node does not read it
 * either.
 */
export const onlyGetHeadPost: RequestHandler = (req, res, next) => {
  if (allowedMethods.includes(req.method)) return next();
  console.log(`${req.method} ${req.originalUrl.slice(0, 200)} refused: method not allowed`);
  res.setHeader("Allow", allowedMethods.join(", "));
  closeIfLarge(req, res);
  res.status(405).type("text/plain").send("Method not allowed.");
};

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
