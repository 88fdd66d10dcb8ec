import { z } from "zod";
import {
  forms,
  type FieldError,
  type FieldName,
  type FieldSpec,
  type FormName,
  type FormValues,
} from "./definitions";

/**
 * The server's rules, built from the one declaration of each form in `definitions.ts`: the server
 * parses every submission again with these. Error messages are dictionary keys, so each language
 * shows its own sentence.
 */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: "tooLong" satisfies FieldError })
    .optional()
    .transform((value) => value || undefined);

const requiredText = (max: number) =>
  z
    .string({ message: "required" satisfies FieldError })
    .trim()
    .min(1, { message: "required" satisfies FieldError })
    .max(max, { message: "tooLong" satisfies FieldError });

const choices = (options: readonly [string, ...string[]]) =>
  z
    .array(z.enum(options, { message: "invalid" satisfies FieldError }))
    .default([])
    .transform((values) => [...new Set(values)]);

type FormSchema<Form extends FormName> = z.ZodObject<{
  [Name in FieldName<Form>]: z.ZodType<FormValues<Form>[Name]>;
}>;

function fieldSchema(spec: FieldSpec) {
  if (spec.kind === "choices") return choices(spec.options as readonly [string, ...string[]]);
  if (spec.kind !== "email")
    return spec.required ? requiredText(spec.maxLength) : optionalText(spec.maxLength);
  // RFC 5321 allows a local part of at most 64 characters: a longer one is no deliverable address.
  const email = z
    .email({ message: "email" satisfies FieldError })
    .refine((value) => value.lastIndexOf("@") <= 64, { message: "email" satisfies FieldError });
  return spec.required
    ? requiredText(spec.maxLength).pipe(email)
    : optionalText(spec.maxLength).pipe(email.optional());
}

function formSchema<Form extends FormName>(form: Form): FormSchema<Form> {
  const fields: Record<string, FieldSpec> = forms[form];
  const shape = Object.fromEntries(Object.entries(fields).map(([name, spec]) => [name, fieldSchema(spec)]));
  return z.strictObject(shape) as unknown as FormSchema<Form>;
}

export const schemas: { [Form in FormName]: FormSchema<Form> } = {
  contact: formSchema("contact"),
  newsletter: formSchema("newsletter"),
  booking: formSchema("booking"),
};

export type FormInput<Form extends FormName> = z.output<FormSchema<Form>>;
