import type { ContactContent } from "~/content/types";
import { cards, inEveryLanguage } from "~/content/localize";
import en from "./en";
import es from "./es";
import fr from "./fr";
import { contactNeutral as neutral, type ContactText } from "./neutral";
import pt from "./pt";

function compose(text: ContactText): ContactContent {
  return {
    ...text,
    answers: { ...text.answers, person: neutral.answers.person },
    expect: { ...text.expect, items: cards(neutral.expect.items, text.expect.items) },
  };
}

export const contactContent = inEveryLanguage({ en, pt, es, fr }, compose);
