import type { Lang } from "~/i18n/locales";
import type { ContactContent } from "~/content/types";
import en from "./en";
import es from "./es";
import fr from "./fr";
import pt from "./pt";

export const contactContent: Record<Lang, ContactContent> = { en, pt, es, fr };
