import { z } from "zod";

/**
 * The forms' rules, shared by the browser (the inputs' native constraints come from `limits`) and the
 * server (which parses every submission again). Error messages are dictionary keys, so each
 * language shows its own sentence.
 */
export const limits = { name: 100, company: 200, email: 254, message: 5000 } as const;

export type FieldError = "required" | "email" | "tooLong" | "invalid";

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

export const interestIds = [
  "ai-machine-learning",
  "digital-transformation",
  "business-strategy",
  "technology-trends",
  "innovation",
  "process-optimization",
] as const;

export type InterestId = (typeof interestIds)[number];

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
