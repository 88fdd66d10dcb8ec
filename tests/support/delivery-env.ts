/** The firm's inbox in the server tests. */
export const testFirmInbox = "leads@innova.test";

/**
 * The server's settings for the delivery tests: no rate limit, fill-time check or hourly cap on
 * visitor email (the tests post fast and often), and outbox timings in milliseconds, so that an
 * outage lasts moments, not hours. The lease stays longer than any send on a loaded machine (a lease
 * that runs out mid-send sends a second copy, the documented at-least-once); the tests of a killed
 * server shorten it (`killedServerLease`), so that its claims come back quickly.
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
  OUTBOX_LEASE_MS: "20000",
};

/** For a test that kills a server holding claims: they are claimed again two seconds later. */
export const killedServerLease = { OUTBOX_LEASE_MS: "2000" };
