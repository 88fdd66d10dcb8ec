import type { Lang } from "~/i18n/locales";
import type { ServicesContent } from "~/content/types";
import en from "./en";
import es from "./es";
import fr from "./fr";
import pt from "./pt";

export const servicesContent: Record<Lang, ServicesContent> = { en, pt, es, fr };
