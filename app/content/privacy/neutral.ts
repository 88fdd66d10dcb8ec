import type { PrivacyContent } from "~/content/types";
import type { Neutral, Translation } from "~/content/localize";

/** The sections' anchors and the facts they list from the configuration, the same in every language. */
export const privacyNeutral = {
  sections: [
    { id: "controller" },
    { id: "data-protection-officer" },
    { id: "contact-form" },
    { id: "contact-purpose" },
    { id: "newsletter" },
    { id: "retention" },
    { id: "processors", facts: "processors" },
    { id: "transfers", facts: "transfers" },
    { id: "cookies" },
    { id: "visits" },
    { id: "rights" },
    { id: "exercise" },
    { id: "security" },
    { id: "children" },
    { id: "changes" },
  ],
} as const satisfies Neutral<PrivacyContent>;

/** What each language writes of the page: the rest. */
export type PrivacyText = Translation<PrivacyContent, typeof privacyNeutral>;
