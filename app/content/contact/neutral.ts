import type { ContactContent } from "~/content/types";
import type { Neutral } from "~/content/localize";

/** The person who reads the contact page's messages, the same in every language. */
export const contactNeutral = {
  answers: { person: "elena-marquez" },
} as const satisfies Neutral<ContactContent>;
