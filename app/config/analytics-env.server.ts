import { z } from "zod";
import { retention } from "./retention";

/**
 * The analytics settings (issue 28, `app/analytics/`), merged into the server's environment schema
 * (`env.server.ts`): the configuration owns every environment variable.
 */
const onOff = z.enum(["on", "off"]);

export const analyticsEnv = {
  /** Counting of views and visitors: `off` turns it off (the middleware is not installed). */
  ANALYTICS: onOff.default("on"),
  /** How often the in-memory counters are written to the store: a `kill -9` loses at most this much. */
  ANALYTICS_FLUSH_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** Days the daily aggregates are kept: the privacy notice states the default (`config/retention.ts`). */
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).default(retention.analyticsDays),
  /**
   * Per-lead attribution: a contact message or a subscription records the entry source of its
   * visitor's day (the conversions by source). Off by default: it ties an identified person to the
   * visit statistics, which the privacy notice does not say (counsel's decision F1,
   * docs/privacy-coverage.md); the contact form asks "How did you hear about us?" instead.
   */
  LEAD_ATTRIBUTION: onOff.default("off"),
  /** The weekly digest email to `LEADS_TO` (needs `SMTP_URL`). */
  ANALYTICS_DIGEST: onOff.default("on"),
  /**
   * Moves the analytics clock (days, salts, the digest's week) by this many milliseconds: for the
   * tests of the next day and the next week. Leave it at 0 in production.
   */
  ANALYTICS_CLOCK_OFFSET_MS: z.coerce.number().int().default(0),
};
