/**
 * The forms' fields and limits, shared by the inputs (native constraints: `maxLength`, the six
 * checkboxes) and the zod schemas in `schemas.ts`, which the server applies.
 */
export const limits = { name: 100, company: 200, email: 254, message: 5000 } as const;

export type FieldError = "required" | "email" | "tooLong" | "invalid";

export const interestIds = [
  "ai-machine-learning",
  "digital-transformation",
  "business-strategy",
  "technology-trends",
  "innovation",
  "process-optimization",
] as const;

export type InterestId = (typeof interestIds)[number];
