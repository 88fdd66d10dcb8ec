import type { PersonSummary } from "~/content/people/schema";
import type { CategoryId } from "./categories";
import type { Cover } from "./covers";

export type { Cover };

/** What a page shows of an article, in the page's language. */
export interface ArticleSummary {
  id: string;
  category: CategoryId;
  title: string;
  excerpt: string;
  date: string;
  dateLabel: string;
  readMinutes: number;
  cover: Cover;
  author: PersonSummary;
}
