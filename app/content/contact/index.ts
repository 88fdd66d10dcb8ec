import type { ContactContent } from "~/content/types";
import { inEveryLanguage } from "~/content/localize";
import en from "./en";
import es from "./es";
import fr from "./fr";
import { contactNeutral as neutral, type ContactText } from "./neutral";
import pt from "./pt";

function compose(text: ContactText): ContactContent {
  return {
    ...text,
    answers: { ...text.answers, person: neutral.answers.person },
  };
}

export const contactContent = inEveryLanguage({ en, pt, es, fr }, compose);
