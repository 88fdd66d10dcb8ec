import type { RequestHandler } from "express";
import { maxFormBodyBytes } from "../app/forms/definitions";

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
  res.setHeader("Connection", "close");
  res.status(405).type("text/plain").send("Method not allowed.");
};

/**
 * Checks every POST before the app reads it: same-site only (403), a form content type (415), and
 * a declared length no larger than the largest legitimate form (411, 413: the body is not read).
 * The app then validates the fields themselves.
 *
 * This is the site's one origin check, and it knows the public origin (`SITE_URL`): behind a proxy
 * that rewrites `Host` or terminates TLS, the request URL React Router sees is not the page's
 * origin, so its own check (which compares the two) is handed a request without `Origin` once this
 * one has passed.
 */
export function formGuards(siteOrigin: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST") return next();
    const origin = req.get("origin");
    const fetchSite = req.get("sec-fetch-site");
    const ownOrigin = `${req.protocol}://${req.get("host")}`;
    if (
      (origin && origin !== ownOrigin && origin !== siteOrigin) ||
      (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none")
    ) {
      return refuse(res, 403, "Cross-site form posts are not accepted.");
    }
    const type = (req.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (!formTypes.includes(type)) return refuse(res, 415, "Forms are accepted as form data only.");
    // Browsers always declare the length of a form; Node then reads no more than that.
    const declared = req.get("content-length");
    if (declared === undefined || !/^\d+$/.test(declared)) {
      return refuse(res, 411, "A Content-Length is required.");
    }
    if (Number(declared) > maxFormBodyBytes) return refuse(res, 413, "The form is too large.");
    delete req.headers.origin;
    next();
  };
}

function refuse(res: Parameters<RequestHandler>[1], status: number, message: string) {
  // The body is left unread: closing the connection keeps Node from reading it after the answer.
  res.setHeader("Connection", "close");
  return res.status(status).type("text/plain").send(message);
}
