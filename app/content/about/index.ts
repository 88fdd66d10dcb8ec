import type { Lang } from "~/i18n/locales";
import type { AboutContent } from "~/content/types";
import en from "./en";
import es from "./es";
import fr from "./fr";
import pt from "./pt";

export const aboutContent: Record<Lang, AboutContent> = { en, pt, es, fr };
