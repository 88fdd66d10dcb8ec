import type { Lang } from "~/i18n/locales";
import type { PrivacyContent } from "~/content/types";
import en from "./en";
import es from "./es";
import fr from "./fr";
import pt from "./pt";

export const privacyContent: Record<Lang, PrivacyContent> = { en, pt, es, fr };

/**
 * When the notice last changed (ISO date), shown at its top. Change it with the text; a change to
 * what newsletter subscribers agreed to also needs a new `consentVersion` (`content/newsletter`).
 */
export const privacyNoticeDate = "2026-11-24";
