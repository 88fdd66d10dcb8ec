import type { HomeContent } from "~/content/types";
import type { Lang } from "~/i18n/locales";
import en from "./en";
import es from "./es";
import fr from "./fr";
import pt from "./pt";

export const homeContent: Record<Lang, HomeContent> = { en, pt, es, fr };
