import { contactText, type ContactContent, type ContactText } from "~/content/types";
import { pageCopy } from "~/content/page-copy";
import { contactNeutral as neutral } from "./neutral";

function compose(text: ContactText): ContactContent {
  return {
    ...text,
    answers: { ...text.answers, person: neutral.answers.person },
  };
}

/** The contact page: its words in `<lang>.yml`, who reads the messages in `neutral.ts`. */
export const contactCopy = pageCopy({ dir: "app/content/contact", schema: contactText, compose });
