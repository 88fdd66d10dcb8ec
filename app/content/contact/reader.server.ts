import type { Lang } from "~/i18n/locales";
import { person } from "~/content/people/index.server";
import type { PersonSummary } from "~/content/people/schema";
import { contactContent } from "./index";

/** Who reads a message sent from the contact form, as the contact page and each closing call to action name them. */
export interface Reader {
  title: string;
  text: string;
  person: PersonSummary;
}

export function contactReader(lang: Lang): Reader {
  const { answers } = contactContent[lang];
  return { title: answers.title, text: answers.text, person: person(answers.person, lang) };
}
