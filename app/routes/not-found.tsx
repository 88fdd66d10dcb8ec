import type { Route } from "./+types/not-found";
import { NotFoundPage } from "~/components/layout/not-found-page";
import { throwNotFound } from "~/lib/throw-not-found.server";

/** Any path that is no page: a real 404, in the language of the path's prefix (see root's boundary). */
export function loader({ request }: Route.LoaderArgs): never {
  throwNotFound(request);
}

/** The loader always throws, so the root's boundary renders the page; this keeps it a page route. */
export default function NotFoundRoute() {
  return <NotFoundPage kind="page" />;
}
