import type { FormValues } from "~/forms/definitions";
import type { Lang } from "~/i18n/locales";
import type { InterestId } from "./interests";

/**
 * The lead domain: what a visitor sends and where it came from, as the stores, the deliveries and
 * the newsletter know it. The forms produce these (`forms/schemas.ts` checks that they agree).
 */

export { interestIds, type InterestId } from "./interests";

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

/**
 * A contact message, once valid: the contact form's fields as `forms/definitions.ts` declares them.
 * `leads/contact-fields.ts` takes each one to its column, the firm's email, the webhook and the CSV.
 */
export type ContactInput = FormValues<"contact">;

/** The fields a visitor may leave empty: absent from a payload that went through JSON. */
type Optional<Values> = {
  [Name in keyof Values as undefined extends Values[Name] ? Name : never]?: Exclude<Values[Name], undefined>;
} & { [Name in keyof Values as undefined extends Values[Name] ? never : Name]: Values[Name] };

/**
 * What a contact message's deliveries carry (the firm's notification, the acknowledgement, the
 * webhook): the stored row, as it was saved.
 */
export type LeadPayload = Optional<ContactInput> & {
  contactId: number;
  lang: Lang;
  page: string;
  /** ISO time, UTC. */
  at: string;
};

/** A newsletter subscription request, once valid. */
export interface NewsletterInput {
  firstName: string | undefined;
  lastName: string | undefined;
  email: string;
  interests: InterestId[];
}
