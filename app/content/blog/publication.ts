/**
 * Which articles are on the site (decision 016): an article is published when none of its languages
 * is a draft and its date has come. A future date means "publish then": the build leaves the article
 * out, and the scheduled rebuild of the day it is due (`.github/workflows/publish.yml`) puts it in.
 * Imports stay relative: the route config's prerendering reads this outside of Vite.
 */

/** What decides whether an article is on the site. */
export interface Publication {
  /** `YYYY-MM-DD`, the day it is published (UTC). */
  date: string;
  /** One of its languages is a draft, or not written yet. */
  draft: boolean;
}

/** The day `now` is, in UTC: the day the site's dates are (`lib/dates.ts`). */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

export const isPublished = (article: Publication, now: Date) => !article.draft && article.date <= dayOf(now);

/** The articles on the site at `now`, in their order. */
export const publishedOnly = <T extends Publication>(articles: readonly T[], now: Date): T[] =>
  articles.filter((article) => isPublished(article, now));

/** How far ahead an article may be scheduled: further, its year is taken for a typing mistake. */
export const scheduleDays = 366;

/** The last day an article may be dated, seen from `now`. */
export const latestDate = (now: Date) => dayOf(new Date(now.getTime() + scheduleDays * 86_400_000));

/**
 * The clock the build publishes by: `CONTENT_NOW` (a date or an ISO time), for the tests and for a
 * rebuild that must see a given day, or else the machine's. A value that is not a time stops the
 * build, naming the variable.
 */
export function publicationNow(env: Record<string, string | undefined> = process.env): Date {
  const value = env.CONTENT_NOW;
  if (!value) return new Date();
  const now = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(now.getTime()))
    throw new Error(`CONTENT_NOW=${value}: not a date or time (2027-01-12, or 2027-01-12T09:00:00Z)`);
  return now;
}
