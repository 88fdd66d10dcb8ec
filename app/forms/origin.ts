import type { Lang } from "~/i18n/locales";

/** Where a submission came from: recorded with every lead (`leads/types.ts` re-exports it). */
export interface Origin {
  lang: Lang;
  /** The path of the page the form was on, e.g. `/pt/contact`. */
  page: string;
  at: Date;
  /**
   * The entry source of the day of the visitor who sent it (`app/analytics/source.ts`'s key), for
   * the conversions; undefined when unknown (`Sec-GPC`, analytics off, no view before the post).
   */
  source?: string;
  /**
   * The client's network as the rate limit counts it (`clientNetwork`), for the visitor-mail budget's
   * share (`delivery/visitor-mail.server.ts`); never stored.
   */
  network?: string;
}
