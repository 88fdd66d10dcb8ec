import type { PersonSummary } from "~/content/people/schema";
import type { CategoryId } from "./categories";

/** What a page shows of an article, in the page's language. */
export interface ArticleSummary {
  id: number;
  category: CategoryId;
  title: string;
  excerpt: string;
  date: string;
  dateLabel: string;
  readMinutes: number;
  image: string;
  author: PersonSummary;
}
