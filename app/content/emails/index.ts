import type { Lang } from "~/i18n/locales";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { pt } from "./pt";
import type { EmailCopy } from "./types";

export type { EmailCopy } from "./types";

/** The emails' copy in each language: a missing language is a compile error. */
export const emailCopy: Record<Lang, EmailCopy> = { en, pt, es, fr };
