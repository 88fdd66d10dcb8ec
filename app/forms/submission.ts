import type { FieldError } from "./fields";

/** Problems that concern the whole form rather than one field. */
export type FormError = "rateLimited" | "invalid" | "server" | "network";

/** What a form's action answers; the same shape with and without JavaScript. */
export type FormResult =
  | { ok: true }
  | {
      ok: false;
      fieldErrors?: Partial<Record<string, FieldError>>;
      formError?: FormError;
      /** What the visitor typed, to put back in the fields when the page re-renders without JS. */
      values?: Record<string, string | string[]>;
    };

/** Names of the spam traps every form carries besides its own fields. */
export const honeypotField = "website";
export const startedAtField = "startedAt";
