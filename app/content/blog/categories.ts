/** The blog's categories, in the order of the filter chips. Their labels are in the dictionaries. */
export const categoryIds = [
  "ai-trends",
  "digital-strategy",
  "automation",
  "business-intelligence",
  "cloud-technology",
  "change-management",
] as const;

export type CategoryId = (typeof categoryIds)[number];

export function isCategoryId(value: unknown): value is CategoryId {
  return typeof value === "string" && (categoryIds as readonly string[]).includes(value);
}
