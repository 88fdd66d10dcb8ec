/** The four service detail pages, in the order the site presents them. */
export const serviceSlugs = [
  "business-efficiency",
  "digital-transformation",
  "ai-solutions",
  "strategy-growth",
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];

export function isServiceSlug(value: unknown): value is ServiceSlug {
  return typeof value === "string" && (serviceSlugs as readonly string[]).includes(value);
}
