import type { ContactContent } from "~/content/types";
import type { Neutral, Translation } from "~/content/localize";

/** The person who reads the contact page's messages, the same in every language. */
export const contactNeutral = {
  answers: { person: "elena-marquez" },
} as const satisfies Neutral<ContactContent>;

/** What each language writes of the page: the rest. */
export type ContactText = Translation<ContactContent, typeof contactNeutral>;
