import type { CategoryId } from "~/content/blog/categories";
import type { InterestId } from "~/leads/types";

/**
 * The newsletter's six interests (what a subscriber ticks on the form) are not the blog's six
 * categories: this is the one place that ties them. Each category lists the interests its articles
 * serve; the first is the section of the newsletter the article appears under. A subscriber gets
 * the articles that serve at least one of their interests, every article if they chose none.
 */
export const categoryInterests: Record<CategoryId, readonly [InterestId, ...InterestId[]]> = {
  "ai-trends": ["ai-machine-learning", "technology-trends", "innovation"],
  "digital-strategy": ["digital-transformation", "business-strategy"],
  automation: ["process-optimization", "ai-machine-learning", "innovation"],
  "business-intelligence": ["business-strategy", "process-optimization"],
  "cloud-technology": ["technology-trends", "digital-transformation"],
  "change-management": ["digital-transformation", "business-strategy", "innovation"],
};

/** Whether an article of `category` is for a subscriber with these `interests`. */
export function servesInterests(category: CategoryId, interests: readonly InterestId[]): boolean {
  return interests.length === 0 || categoryInterests[category].some((one) => interests.includes(one));
}
