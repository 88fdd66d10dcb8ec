import { site } from "~/config/site";
import type { BlogContent } from "~/content/types";

const en: BlogContent = {
  meta: {
    title: "Insights and articles",
    description: `Practical articles from ${site.shortName}’s consultants on AI, digital strategy, automation, business intelligence, cloud migration, and change management.`,
  },
  intro: {
    eyebrow: "Blog",
    title: "Practical thinking on AI, operations, and change",
    subtitle:
      "Our consultants write from client work on AI, operations, and transformation, with the figures and the trade-offs behind each choice.",
  },
  filterLabel: "Filter articles by category",
  allPosts: "All Posts",
  newsletter: {
    title: "Get new articles by email",
    text: "About one letter a month with our latest thinking. No spam.",
  },
};

export default en;
