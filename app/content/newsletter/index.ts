import type { Lang } from "~/i18n/locales";
import type { NewsletterPagesContent } from "~/content/types";
import en from "./en";
import es from "./es";
import fr from "./fr";
import pt from "./pt";

/** The confirm and unsubscribe pages that newsletter emails link to. */
export const newsletterPagesContent: Record<Lang, NewsletterPagesContent> = { en, pt, es, fr };

/**
 * The version of what a subscriber agreed to: the newsletter form's consent line and the privacy
 * notice. Recorded with every confirmation (the proof of consent); change it when either changes.
 */
// 2026-11-25: the form's line and the notice state every purpose (counting the pages and campaigns that
// bring subscribers with the visit's source), and the notice covers every market the firm serves.
// 2026-11-28: no visit source is recorded with a subscription (only its page and language are counted),
// "about one email a month", the sender's postal address, and what an unsubscribed address keeps.
export const consentVersion = "2026-11-28";
