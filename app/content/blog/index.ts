import type { Lang } from "~/i18n/locales";
import type { BlogContent } from "~/content/types";
import en from "./en";
import es from "./es";
import fr from "./fr";
import pt from "./pt";

/** The blog list page's copy. The articles themselves are the Markdown files in `posts/`. */
export const blogContent: Record<Lang, BlogContent> = { en, pt, es, fr };
