/** What `npm run readiness` lists, in the order it prints them. */
export const categories = {
  phones: "Phone numbers",
  offices: "Office addresses",
  portraits: "Portraits",
  privacy: "Who the privacy notice names",
  processors: "Processors",
  articles: "The newest article",
  counsel: "Counsel's confirmations",
} as const;
export type Category = keyof typeof categories;

export interface Item {
  category: Category;
  what: string;
  /** The file and the field. */
  where: string;
  /** What the firm supplies instead. */
  replace: string;
}
