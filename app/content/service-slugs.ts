import type { ServiceSlug } from "./types";

/** The four service detail pages, in the order the site presents them. */
export const serviceSlugs = [
  "business-efficiency",
  "digital-transformation",
  "ai-solutions",
  "strategy-growth",
] as const satisfies readonly ServiceSlug[];

export function isServiceSlug(value: unknown): value is ServiceSlug {
  return typeof value === "string" && (serviceSlugs as readonly string[]).includes(value);
}
