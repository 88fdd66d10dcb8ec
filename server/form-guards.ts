import type { RequestHandler } from "express";

/** Bodies larger than this are refused before they are read. */
const maxBodyBytes = 16 * 1024;

const formTypes = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * Checks every POST before the app reads it: same-site only (403), a form content type (415), and
 * a declared length of at most 16 KB (411, 413: the body is not read). The app then validates the fields themselves.
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
      return res.status(403).type("text/plain").send("Cross-site form posts are not accepted.");
    }
    const type = (req.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (!formTypes.includes(type)) {
      return res.status(415).type("text/plain").send("Forms are accepted as form data only.");
    }
    // Browsers always declare the length of a form; Node then reads no more than that.
    const declared = req.get("content-length");
    if (declared === undefined || !/^\d+$/.test(declared)) {
      return res.status(411).type("text/plain").send("A Content-Length is required.");
    }
    if (Number(declared) > maxBodyBytes) {
      res.setHeader("Connection", "close");
      return res.status(413).type("text/plain").send("The form is too large.");
    }
    next();
  };
}
