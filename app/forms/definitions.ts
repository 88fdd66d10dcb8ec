/**
 * Every form of the site, declared once. The inputs take their native constraints from here
 * (`required`, `maxLength`, `type`), the server's zod schemas are built from it (`schemas.ts`), and
 * the field names the components and the result hook use are its keys, so a misspelt field name is
 * a type error. zod stays out of it: the server's rules are in `schemas.ts`.
 */
import { interestIds } from "./interests";

export interface TextFieldSpec {
  kind: "text" | "email" | "textarea";
  required: boolean;
  maxLength: number;
}

/** A set of checkboxes: the post carries the field once per ticked option. */
export interface ChoicesFieldSpec {
  kind: "choices";
  options: readonly string[];
}

export type FieldSpec = TextFieldSpec | ChoicesFieldSpec;

export const forms = {
  contact: {
    name: { kind: "text", required: true, maxLength: 100 },
    email: { kind: "email", required: true, maxLength: 254 },
    company: { kind: "text", required: false, maxLength: 200 },
    message: { kind: "textarea", required: true, maxLength: 5000 },
    referral: { kind: "text", required: false, maxLength: 200 },
  },
  newsletter: {
    firstName: { kind: "text", required: false, maxLength: 100 },
    lastName: { kind: "text", required: false, maxLength: 100 },
    email: { kind: "email", required: true, maxLength: 254 },
    interests: { kind: "choices", options: interestIds },
  },
  /**
   * The booking page's form (`/book`). `slot` is the chosen radio's value, a start in ISO 8601 UTC:
   * which times are offered, and whether this one still is, the booking service decides
   * (`BookingService.book` checks it again). `tz`, `service` and `reschedule` are the page's hidden
   * fields: the visitor's zone, the service asked about, the manage token of a booking being moved.
   */
  booking: {
    slot: { kind: "text", required: true, maxLength: 30 },
    name: { kind: "text", required: true, maxLength: 100 },
    email: { kind: "email", required: true, maxLength: 254 },
    company: { kind: "text", required: false, maxLength: 200 },
    // A note for the call, not a letter: the largest body stays the contact form's.
    message: { kind: "textarea", required: false, maxLength: 2000 },
    phone: { kind: "text", required: false, maxLength: 40 },
    tz: { kind: "text", required: true, maxLength: 64 },
    service: { kind: "text", required: false, maxLength: 64 },
    reschedule: { kind: "text", required: false, maxLength: 128 },
  },
} as const satisfies Record<string, Record<string, FieldSpec>>;

export type FormName = keyof typeof forms;
export type FieldName<Form extends FormName> = keyof (typeof forms)[Form] & string;

/** What one field holds once the server has validated it (`schemas.ts` builds its zod schema). */
type FieldValue<Spec> = Spec extends ChoicesFieldSpec
  ? Spec["options"][number][]
  : Spec extends { required: true }
    ? string
    : string | undefined;

/** A valid submission of a form: the leads' inputs are these (`ContactInput` in `leads/types.ts`). */
export type FormValues<Form extends FormName> = {
  [Name in FieldName<Form>]: FieldValue<(typeof forms)[Form][Name]>;
};

/**
 * A form's field names in the order of its declaration: the order its page, the firm's email, the
 * webhook and the CSV show them.
 */
export function fieldNames<Form extends FormName>(form: Form): FieldName<Form>[] {
  return Object.keys(forms[form]) as FieldName<Form>[];
}

/** Why the server refused one field; each is a key of `form.errors` in the dictionaries. */
export type FieldError = "required" | "email" | "tooLong" | "invalid";

/**
 * Problems that concern the whole form rather than one field. `forbidden`, `unreadable` and
 * `tooLarge` come from the server's guards (a post from another site; a body that is not a
 * readable form; a body larger than any legitimate form).
 */
export type FormError =
  | "rateLimited"
  | "invalid"
  | "server"
  | "network"
  | "forbidden"
  | "unreadable"
  | "tooLarge"
  /** The confirmation email may not go this hour (the visitor-mail budget): nothing was stored. */
  | "mailHeld";

/** What a form's action answers; the same shape with and without JavaScript. */
export type FormResult<Form extends FormName = FormName> =
  | { ok: true }
  | {
      ok: false;
      fieldErrors?: Partial<Record<FieldName<Form>, FieldError>>;
      formError?: FormError;
      /** What the visitor typed, put back into the fields of the page that answers the post. */
      values?: Partial<Record<FieldName<Form>, string | string[]>>;
    };

export { honeypotField, startedAtField } from "./spam-fields";

/** The native constraints of a text field, for its `<input>` or `<textarea>`. */
export function nativeConstraints(spec: TextFieldSpec) {
  return {
    required: spec.required,
    maxLength: spec.maxLength,
    type: spec.kind === "email" ? "email" : spec.kind === "text" ? "text" : undefined,
  };
}

/**
 * The largest body a legitimate post of any form can have, so that the server can refuse anything
 * bigger before reading it. Form-encoded, one character of a field can take 9 bytes (a 3-byte UTF-8
 * character written `%E2%82%AC`); each ticked choice is its name and value; 2 KB cover the field
 * names, the spam traps and a multipart body's boundaries.
 */
export const maxFormBodyBytes = Math.max(
  ...Object.values(forms).map((fields) =>
    Object.entries(fields as Record<string, FieldSpec>).reduce(
      (bytes, [name, spec]) =>
        bytes +
        (spec.kind === "choices"
          ? spec.options.reduce((sum, option) => sum + name.length + option.length + 2, 0)
          : name.length + 2 + 9 * spec.maxLength),
      2048,
    ),
  ),
);
