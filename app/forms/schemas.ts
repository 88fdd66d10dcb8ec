import { z } from "zod";
import { interestIds, limits, type FieldError } from "./fields";

/**
 * The forms' rules: the server parses every submission again with these. The browser gets the same
 * limits as native constraints from `fields.ts` (zod itself stays out of the browser bundle). Error
 * messages are dictionary keys, so each language shows its own sentence.
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

const email = requiredText(limits.email).pipe(z.email({ message: "email" satisfies FieldError }));

export const newsletterSchema = z.strictObject({
  firstName: optionalText(limits.name),
  lastName: optionalText(limits.name),
  email,
  interests: z
    .array(z.enum(interestIds, { message: "invalid" satisfies FieldError }))
    .default([])
    .transform((values) => [...new Set(values)]),
});

export const contactSchema = z.strictObject({
  name: requiredText(limits.name),
  email,
  company: optionalText(limits.company),
  message: requiredText(limits.message),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;
export type ContactInput = z.infer<typeof contactSchema>;
