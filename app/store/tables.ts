/**
 * The tables as the migrations (`migrations.server.ts`) leave them, for Kysely to type the stores'
 * queries by. Written by `tests/server/schema.test.ts` from a database it migrated; never edited by
 * hand: after adding a migration, run that test with `-u` to write it again. The test fails while
 * this file and the migrations disagree.
 * Only on PostgreSQL: rate_limit_hits.
 */
import type { Generated } from "kysely";

export interface Tables {
  analytics_daily: AnalyticsDailyTable;
  analytics_digests: AnalyticsDigestsTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_seen: AnalyticsSeenTable;
  booking_slots: BookingSlotsTable;
  bookings: BookingsTable;
  contact_messages: ContactMessagesTable;
  newsletter_issues: NewsletterIssuesTable;
  newsletter_schedule: NewsletterScheduleTable;
  outbox: OutboxTable;
  rate_limit_hits: RateLimitHitsTable;
  secrets: SecretsTable;
  subscribers: SubscribersTable;
  subscription_requests: SubscriptionRequestsTable;
}

export interface AnalyticsDailyTable {
  day: string;
  kind: string;
  key: string;
  n: number;
}

export interface AnalyticsDigestsTable {
  week: string;
  queued_at: string;
}

export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
  created_at: string;
}

export interface AnalyticsSeenTable {
  day: string;
  visitor: string;
  scope: string;
  source: string | null;
}

export interface BookingSlotsTable {
  person_id: string;
  starts_at: string;
  booking_id: string;
}

export interface BookingsTable {
  id: string;
  token_hash: string;
  person_id: string;
  starts_at: string;
  ends_at: string;
  lang: string;
  time_zone: string;
  service: string | null;
  name: string;
  email: string;
  company: string | null;
  message: string | null;
  phone: string | null;
  page: string;
  mailbox: string;
  status: Generated<"booked" | "cancelled">;
  created_at: string;
  cancelled_at: string | null;
  replaced_by: string | null;
  source: string | null;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  created_at: string;
  lang: string;
  page: string;
  name: string;
  email: string;
  company: string | null;
  message: string;
  source: string | null;
  referral: string | null;
}

export interface NewsletterIssuesTable {
  id: string;
  content: string;
  created_at: string;
}

export interface NewsletterScheduleTable {
  issue_id: string;
  first_seen_at: string;
  proofed_version: string | null;
  queued_at: string | null;
}

export interface OutboxTable {
  id: Generated<number>;
  kind: string;
  contact_id: number | null;
  recipient: string | null;
  payload: string;
  state: Generated<"pending" | "sent" | "failed" | "skipped">;
  attempts: Generated<number>;
  created_at: string;
  next_attempt_at: string;
  claimed_until: string | null;
  claim_token: string | null;
  sent_at: string | null;
  last_error: string | null;
  priority: Generated<number>;
  unique_key: string | null;
  attempted_at: string | null;
  mailbox: string | null;
  due_at: string | null;
}

export interface RateLimitHitsTable {
  key: string;
  at: string;
}

export interface SecretsTable {
  name: string;
  value: string;
}

export interface SubscribersTable {
  id: Generated<number>;
  email: string;
  first_name: string | null;
  last_name: string | null;
  interests: Generated<string>;
  lang: string | null;
  page: string | null;
  created_at: string;
  updated_at: string;
  status: Generated<"pending" | "confirmed" | "unsubscribed">;
  consent: string | null;
  unsubscribed_at: string | null;
  bounced_at: string | null;
}

export interface SubscriptionRequestsTable {
  id: Generated<number>;
  email: string;
  first_name: string | null;
  last_name: string | null;
  interests: Generated<string>;
  lang: string;
  page: string;
  consent_version: string;
  created_at: string;
  state: Generated<"pending" | "confirmed" | "cancelled">;
  token_hash: string | null;
  token_expires_at: string | null;
  resolved_at: string | null;
  source: string | null;
}
