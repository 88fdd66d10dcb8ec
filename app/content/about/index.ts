import type { Lang } from "~/i18n/locales";
import type { AboutContent } from "~/content/types";
import en from "./en";
import es from "./es";
import fr from "./fr";
import pt from "./pt";

/** The About page's copy: nothing on it is the same in every language but its shape. */
export const aboutContent: Record<Lang, AboutContent> = { en, pt, es, fr };
