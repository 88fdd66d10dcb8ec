import { data } from "react-router";
import type { NotFound } from "~/lib/not-found-kind";

/**
 * Ends a loader for a path that is no page: HTTP 404, rendered by the root's error boundary as the
 * not-found page (or the missing-article page) in the path's language. Logged for the server log.
 */
export function throwNotFound(request: Request, kind: NotFound["kind"] = "page"): never {
  console.warn(`404 ${new URL(request.url).pathname}`);
  throw data({ kind } satisfies NotFound, { status: 404 });
}
