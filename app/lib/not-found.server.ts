import { data } from "react-router";
import { dictionaries } from "~/i18n/dictionaries.server";
import { requestLang } from "~/i18n/request.server";

/** A loader's answer for a path that is no page: HTTP 404, with the page's title in its language. */
export function notFound(request: Request) {
  console.warn(`404 ${new URL(request.url).pathname}`);
  return data({ found: false as const, title: dictionaries[requestLang(request)].notFound.metaTitle }, { status: 404 });
}
