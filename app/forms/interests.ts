/**
 * The topics a newsletter subscriber may choose. Apart from `types.ts` so that the forms' declaration
 * (`forms/definitions.ts`) can offer them while the lead types are built from that declaration.
 */
export const interestIds = [
  "ai-machine-learning",
  "digital-transformation",
  "business-strategy",
  "technology-trends",
  "innovation",
  "process-optimization",
] as const;
export type InterestId = (typeof interestIds)[number];
