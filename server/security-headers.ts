import type { RequestHandler } from "express";
import { strictPolicy } from "../app/lib/csp.server";

/** Features no page of ours uses are turned off; copying a link (Share) stays ours. */
const permissionsPolicy =
  "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), clipboard-write=(self)";

/**
 * Headers every response carries: pages, assets, 404s and form answers. Pages replace the strict
 * default Content-Security-Policy with their own (with their inline scripts' hashes).
 */
export const securityHeaders: RequestHandler = (req, res, next) => {
  // A page sets its own policy (possibly through React Router, which appends headers): the strict
  // default is added only to responses that have none when their headers are written.
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
    if (!res.hasHeader("Content-Security-Policy")) res.setHeader("Content-Security-Policy", strictPolicy);
    return writeHead.apply(this, args);
  } as typeof writeHead;
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
  res.setHeader("Permissions-Policy", permissionsPolicy);
  // Only over HTTPS (directly, or behind a trusted proxy that says so): browsers ignore it otherwise.
  if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  next();
};
