import type { ContactContent } from "~/content/types";
import type { Neutral, Translation } from "~/content/localize";

/** The contact page's icons and the person who reads the messages, the same in every language. */
export const contactNeutral = {
  answers: { person: "elena-marquez" },
  expect: {
    items: [{ icon: "clock" }, { icon: "message-square" }, { icon: "file-text" }, { icon: "shield-check" }],
  },
} as const satisfies Neutral<ContactContent>;

/** What each language writes of the page: the rest. */
export type ContactText = Translation<ContactContent, typeof contactNeutral>;
