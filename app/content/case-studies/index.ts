import type { Lang } from "~/i18n/locales";
import type { CaseStudiesContent } from "~/content/types";
import en from "./en";
import es from "./es";
import fr from "./fr";
import pt from "./pt";

export const caseStudiesContent: Record<Lang, CaseStudiesContent> = { en, pt, es, fr };
