import type { PersonSummary } from "~/content/people/schema";
import type { Lang } from "~/i18n/locales";
import { contactContent } from "./index";

/** Who reads a message sent from the contact form, as the contact page and each closing call to action name them. */
export interface Reader {
  title: string;
  text: string;
  person: PersonSummary;
}

/** The contact page's reader in `lang`, the person found by `find` (from the site's people). */
export function readerOf(lang: Lang, find: (id: string) => PersonSummary): Reader {
  const { answers } = contactContent[lang];
  return { title: answers.title, text: answers.text, person: find(answers.person) };
}
