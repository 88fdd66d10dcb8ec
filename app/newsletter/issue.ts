import type { CategoryId } from "~/content/blog/categories";
import { languages, type Lang } from "~/i18n/locales";

/**
 * An issue of the newsletter, as its files say it (`IssueFile`, read by `issues.server.ts`) and as it
 * is sent (`Issue`, composed when it is queued), apart from the disk: the content editor's preview
 * composes one in the browser (`admin/previews.tsx`).
 */
/**
 * A send time already more than this far past when a server first sees the issue (a deploy of an
 * old branch, a mistyped year) is never sent by itself: it waits for `npm run newsletter -- send`
 * (`delivery/newsletter-schedule.server.ts`). `/admin` says so as the time is typed.
 */
export const staleAfterMs = 24 * 60 * 60 * 1000;

export interface IssueVersion {
  subject: string;
  /** The line mail clients show after the subject. */
  preheader: string;
  /** Markdown: paragraphs, emphasis, links (site paths such as `/services` are put in the reader's language). */
  editorial: string;
}

/** An issue as its files say it. */
export interface IssueFile {
  /** `YYYY-MM`, or `YYYY-MM-name` for an extra issue: also the `utm_campaign` of its links. */
  id: string;
  versions: Partial<Record<Lang, IssueVersion>>;
  /** When it goes out by itself, as an ISO time in UTC; none: only when `npm run newsletter -- send` says so. */
  sendAt?: string;
  /** Older articles presented under their own heading, in the order given. */
  archive: string[];
}

export interface IssueArticle {
  id: string;
  date: string;
  category: CategoryId;
  versions: Record<Lang, { title: string; excerpt: string }>;
}

/** An issue as it is sent: its versions, and the articles it presents. */
export interface Issue {
  id: string;
  versions: Partial<Record<Lang, IssueVersion>>;
  /** Published since the issue before it was sent; newest first. */
  articles: IssueArticle[];
  /** Older articles the issue names (`archive`). */
  archive: IssueArticle[];
}

/**
 * The issue as it is sent at `now`: the articles published after the day the issue before it was
 * sent (`previousSentAt`; for the first issue, in the month before), newest first, and the older
 * ones it names.
 */
export function composeIssue(
  file: IssueFile,
  articles: readonly IssueArticle[],
  previousSentAt: Date | undefined,
  now: Date,
): Issue {
  const since = (previousSentAt ?? new Date(now.getTime() - 31 * 24 * 60 * 60 * 1000))
    .toISOString()
    .slice(0, 10);
  const today = now.toISOString().slice(0, 10);
  const fresh = articles.filter((article) => article.date > since && article.date <= today);
  const archive = file.archive.flatMap((id) => {
    const article = articles.find((one) => one.id === id);
    return article && !fresh.includes(article) ? [article] : [];
  });
  return {
    id: file.id,
    versions: file.versions,
    articles: [...fresh].sort((a, b) => b.date.localeCompare(a.date)),
    archive,
  };
}

/** The languages an issue is written in, in the site's order. */
export const issueLanguages = (issue: { versions: IssueFile["versions"] }) =>
  languages.filter((lang) => issue.versions[lang]);
