import type { Lang } from "~/i18n/locales";
import { person } from "~/content/people/index.server";
import { readerOf, type Reader } from "./reader";

export type { Reader } from "./reader";

/** Who reads a message sent from the contact form, in `lang`, from the site's people. */
export function contactReader(lang: Lang): Reader {
  return readerOf(lang, (id) => person(id, lang));
}
