import { isRouteErrorResponse } from "react-router";

/** What a loader throws for a missing page (see `throw-not-found.server.ts`): which page the visitor missed. */
export interface NotFound {
  kind: "page" | "article";
}

/** The kind of a thrown 404, or undefined for any other error. */
export function notFoundKind(error: unknown): NotFound["kind"] | undefined {
  if (!isRouteErrorResponse(error) || error.status !== 404) return undefined;
  return (error.data as Partial<NotFound> | undefined)?.kind === "article" ? "article" : "page";
}
