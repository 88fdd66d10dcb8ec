/** The firm's inbox in the server tests. */
export const testFirmInbox = "leads@innova.test";

/**
 * The server's settings for the delivery tests: no rate limit, fill-time check or hourly cap on
 * visitor email (the tests post fast and often), and outbox timings in milliseconds, so that an
 * outage lasts moments, not hours.
 */
export const fastDeliveryEnv = {
  FORM_RATE_LIMIT: "0",
  FORM_MIN_FILL_MS: "0",
  VISITOR_MAIL_PER_HOUR: "0",
  MAIL_FROM: "Innova Consulting <hello@innova-consulting.com>",
  LEADS_TO: testFirmInbox,
  OUTBOX_RETRY_BASE_MS: "100",
  OUTBOX_RETRY_MAX_MS: "400",
  OUTBOX_POLL_MS: "50",
  OUTBOX_LEASE_MS: "2000",
};
