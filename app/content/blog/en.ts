import { site } from "~/config/site";
import type { BlogContent } from "~/content/types";

const en: BlogContent = {
  meta: {
    title: "Insights & Articles",
    description: `Practical articles from ${site.shortName}'s consultants on AI, digital strategy, automation, business intelligence, cloud migration and change management.`,
  },
  intro: {
    eyebrow: "Blog",
    title: "Insights for leaders who build what comes next",
    subtitle:
      "Practical thinking from our consultants on AI, operations and transformation: what works, what it costs and what to avoid.",
  },
  filterLabel: "Filter articles by category",
  allPosts: "All Posts",
  newsletter: {
    title: "Get new articles by email",
    text: "One letter a month with our latest thinking. No spam.",
  },
};

export default en;
