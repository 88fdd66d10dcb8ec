import type { FormValues } from "~/forms/definitions";
import type { InterestId } from "~/forms/interests";
import type { FormInput } from "~/forms/schemas";
import type { Lang } from "~/i18n/locales";

/**
 * The lead domain: what a visitor sends and where it came from, as the stores, the deliveries and
 * the newsletter know it. The forms produce these (`forms/schemas.ts` checks that they agree).
 */

export { interestIds, type InterestId } from "~/forms/interests";
export type { Origin } from "~/forms/origin";

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

// The forms' schemas produce these inputs: a field added to one and not to the other is a type error.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const formsProduceLeads: Same<FormInput<"contact">, ContactInput> &
  Same<FormInput<"newsletter">, NewsletterInput> = true;
void formsProduceLeads;
