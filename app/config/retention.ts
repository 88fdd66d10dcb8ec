/**
 * How long each record the site keeps lives: what the privacy notice states (it renders these values,
 * `content/privacy/notice.ts`) and what the server does (its jobs and defaults read the same ones).
 * Change a value here and both follow; `content/privacy/privacy.test.ts` checks the pair.
 */
export const retention = {
  /**
   * Contact messages, with the outbox's record of every email and webhook post about them: deleted
   * by the daily job (`runtime/data-rights.server.ts`). The default of `RETENTION_DAYS`.
   */
  contactMessagesDays: 730,
  /**
   * Subscription requests (confirmed or not, with the page, language and visit source they
   * recorded), subscribers never confirmed, and the outbox's record of every email not about a
   * contact message (confirmations, newsletter issues) once sent or given up.
   */
  requestsDays: 30,
  /**
   * An address that unsubscribed: kept with the date it left and the proof of its consent (nothing
   * else: its name, topics, page and language are deleted as it leaves), so that the firm can show it
   * had consent and honoured the withdrawal; deleted by the daily job this long after it left.
   */
  unsubscribedProofDays: 1095,
  /** The form rate limit's window: posts per address and form are counted over it. */
  rateLimitWindowMinutes: 10,
  /**
   * The longest an address counted by the rate limit is kept: one server forgets it once its window
   * has passed (`forms/rate-limit.server.ts`); on PostgreSQL, the daily job deletes hits older than
   * `rateLimitKeptHours - retentionJobHours`, so none outlives this.
   */
  rateLimitKeptHours: 48,
  /** How often the retention job runs (`runtime/runtime.server.ts`). */
  retentionJobHours: 24,
  /** The visit statistics' daily totals (`app/analytics/`). The default of `ANALYTICS_RETENTION_DAYS`. */
  analyticsDays: 395,
  /**
   * A day's random key and visitor codes are deleted this long after the day begins (UTC): the
   * analytics store deletes those of the days before yesterday (`analytics/store.server.ts`).
   */
  analyticsKeyHours: 48,
  /**
   * The server's log (method, path, status and time of posts and errors; never an address, a browser,
   * a referrer or a query string: `server/app.ts`) and the proxy's error log, as `docs/deploy.md`
   * keeps them: the journal and logrotate delete lines older than this.
   */
  serverLogDays: 14,
  /**
   * Backups, as `docs/operations.md` makes them (`npm run backup`): each older than this is deleted, so
   * a record erased or expired today is gone from every copy after this many days.
   */
  backupDays: 35,
} as const;
