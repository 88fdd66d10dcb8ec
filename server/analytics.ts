import type { RequestHandler } from "express";
import { candidatePage } from "../app/analytics/classify";
import type { Counter } from "../app/analytics/counter.server";
import { clientNetwork } from "./client-network";

/**
 * Counts page views and visitors from the requests the pages already make (`app/analytics/`): no
 * script, no cookie. A GET that may be a view is classified once answered (its status decides);
 * everything else passes untouched. With `LEAD_ATTRIBUTION=on`, a form post learns its visitor's
 * entry source of the day, for the conversions by source (`visitSource` in the load context). The client's address is `req.ip`, which
 * follows `TRUST_PROXY` (`app.set("trust proxy")` in `app.ts`).
 */
export function countViews(counter: Counter, { attribution }: { attribution: boolean }): RequestHandler {
  return (req, res, next) => {
    const facts = { method: req.method, url: req.originalUrl, headers: req.headers };
    const address = req.ip ?? "";
    // Per-lead attribution is off unless LEAD_ATTRIBUTION=on: a post then records no source.
    if (req.method === "POST" && !attribution) return next();
    if (req.method === "POST") {
      counter.sourceOfPost(facts, address).then(
        (source) => {
          res.locals.visitSource = source;
          next();
        },
        (error: unknown) => {
          console.error("Analytics: the post's source is unknown:", error);
          next();
        },
      );
      return;
    }
    const page = candidatePage(facts);
    if (page) {
      res.on("finish", () =>
        counter.record({ facts, page, status: res.statusCode, address, network: clientNetwork(address) }),
      );
    }
    next();
  };
}
