import type { Lang } from "~/i18n/locales";

/**
 * The lead domain: what a visitor sends and where it came from, as the stores, the deliveries and
 * the newsletter know it. The forms produce these (`forms/schemas.ts` checks that they agree).
 */

/** The topics a newsletter subscriber may choose. */
export const interestIds = [
  "ai-machine-learning",
  "digital-transformation",
  "business-strategy",
  "technology-trends",
  "innovation",
  "process-optimization",
] as const;
export type InterestId = (typeof interestIds)[number];

/** Where a submission came from: recorded with every lead. */
export interface Origin {
  lang: Lang;
  /** The path of the page the form was on, e.g. `/pt/contact`. */
  page: string;
  at: Date;
  /**
   * The entry source of the day of the visitor who sent it (`app/analytics/source.ts`'s key), for
   * the conversions; undefined when unknown (`Sec-GPC`, analytics off, no view before the post).
   */
  source?: string;
  /**
   * The client's network as the rate limit counts it (`clientNetwork`), for the visitor-mail budget's
   * share (`delivery/visitor-mail.server.ts`); never stored.
   */
  network?: string;
}

/** A contact message, once valid. */
export interface ContactInput {
  name: string;
  email: string;
  company: string | undefined;
  message: string;
}

/**
 * What a contact message's deliveries carry (the firm's notification, the acknowledgement, the
 * webhook): the stored row, as it was saved.
 */
export interface LeadPayload {
  contactId: number;
  name: string;
  email: string;
  company?: string;
  message: string;
  lang: Lang;
  page: string;
  /** ISO time, UTC. */
  at: string;
}

/** A newsletter subscription request, once valid. */
export interface NewsletterInput {
  firstName: string | undefined;
  lastName: string | undefined;
  email: string;
  interests: InterestId[];
}
