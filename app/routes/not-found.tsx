import type { Route } from "./+types/not-found";
import { NotFoundPage } from "~/components/layout/not-found-page";
import { notFound } from "~/lib/not-found.server";
import { notFoundMeta } from "~/lib/seo";

/** Any path that is no page: a real 404, in the language of the path's prefix. */
export function loader({ request }: Route.LoaderArgs) {
  return notFound(request);
}

export const meta: Route.MetaFunction = ({ loaderData }) => notFoundMeta(loaderData.title);

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
