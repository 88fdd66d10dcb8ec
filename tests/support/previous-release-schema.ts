/**
 * FROZEN FIXTURE: the previous release's two migration lists, copied verbatim from
 * `app/store/migrations.server.ts` at commit 8fd1507 (the last release before the one list of
 * `app/store/migrations.server.ts` now). Never edit it: `tests/server/previous-release.test.ts` makes
 * databases with it, as that release made them, and checks that today's code migrates them in place.
 */
/**
 * The schema, one list of migrations per engine. Each list is append-only: a deployed migration is
 * never edited; a change is a new entry at the end of both lists. A database records how many it has
 * applied (SQLite in `PRAGMA user_version`, PostgreSQL in `schema_migrations`) and start-up applies
 * the rest, each in its own transaction (PostgreSQL under an advisory lock, so instances that start
 * together apply each migration once).
 *
 * Both engines hold the same tables and columns, with the same names: timestamps are ISO 8601 text
 * in UTC (they sort and compare as text, and read back identically on both engines), ids are
 * integers, email addresses compare ignoring ASCII case (`COLLATE NOCASE` here, `lower()` indexes
 * there).
 */
/**
 * The same on both engines (hardening, issue 35): the mailbox of an email to an address a visitor
 * typed (`leads/mailbox.ts`), so that one person gets one a day however the address is spelled, and
 * the hour's count across the site; those emails come after the firm's own (priority 1).
 */
const visitorMailMigration = `
  ALTER TABLE outbox ADD COLUMN mailbox TEXT;
  CREATE INDEX outbox_mailbox ON outbox (kind, mailbox, created_at);
  CREATE INDEX outbox_kind_created ON outbox (kind, created_at);
  UPDATE outbox SET priority = 1 WHERE kind IN ('contact.acknowledgement', 'newsletter.confirmation');`;

/**
 * The same on both engines (publishing, issue 37): each scheduled newsletter issue, when a server
 * first saw it (an issue already long overdue then waits for a person), the version of it the firm
 * was last sent a proof of, and when it was queued (once, whichever instance gets there first).
 */
const newsletterScheduleMigration = `
  CREATE TABLE newsletter_schedule (
    issue_id TEXT PRIMARY KEY,
    first_seen_at TEXT NOT NULL,
    proofed_version TEXT,
    queued_at TEXT
  );`;

export const sqliteMigrations = [
  `CREATE TABLE contact_messages (
     id INTEGER PRIMARY KEY,
     created_at TEXT NOT NULL,
     lang TEXT NOT NULL,
     page TEXT NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     company TEXT,
     message TEXT NOT NULL
   )`,
  `CREATE TABLE subscribers (
     id INTEGER PRIMARY KEY,
     email TEXT NOT NULL UNIQUE COLLATE NOCASE,
     first_name TEXT,
     last_name TEXT,
     interests TEXT NOT NULL DEFAULT '[]',
     lang TEXT NOT NULL,
     page TEXT NOT NULL,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL
   )`,
  // Lead delivery: the outbox.
  `
  CREATE TABLE outbox (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    contact_id INTEGER REFERENCES contact_messages(id),
    recipient TEXT,
    payload TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    next_attempt_at TEXT NOT NULL,
    claimed_until TEXT,
    claim_token TEXT,
    sent_at TEXT,
    last_error TEXT
  );
  CREATE INDEX outbox_due ON outbox (state, next_attempt_at);
  CREATE INDEX outbox_recipient ON outbox (kind, recipient COLLATE NOCASE, created_at);
  CREATE INDEX outbox_contact ON outbox (contact_id);`,
  // The newsletter's double opt-in: requests, consent records, statuses.
  `
  ALTER TABLE subscribers ADD COLUMN status TEXT NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'confirmed', 'unsubscribed'));
  ALTER TABLE subscribers ADD COLUMN consent TEXT;
  ALTER TABLE subscribers ADD COLUMN unsubscribed_at TEXT;
  CREATE TABLE subscription_requests (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL COLLATE NOCASE,
    first_name TEXT,
    last_name TEXT,
    interests TEXT NOT NULL DEFAULT '[]',
    lang TEXT NOT NULL,
    page TEXT NOT NULL,
    consent_version TEXT NOT NULL,
    created_at TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'confirmed', 'cancelled')),
    token_hash TEXT UNIQUE,
    token_expires_at TEXT,
    resolved_at TEXT
  );
  CREATE INDEX subscription_requests_email ON subscription_requests (email, created_at);
  CREATE TABLE secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);
  INSERT INTO secrets (name, value) VALUES ('link-signing', lower(hex(randomblob(32))));`,
  // Bulk mail on the outbox (the newsletter): a priority per row (lower first: the firm's own mail
  // is 0), a unique key that makes queueing idempotent, the time of the last claim (rate limits), a
  // 'skipped' state; bounced addresses; the issues as sent. SQLite cannot change a CHECK: the table
  // is rebuilt.
  `
  CREATE TABLE outbox_new (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    contact_id INTEGER REFERENCES contact_messages(id),
    recipient TEXT,
    payload TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'failed', 'skipped')),
    attempts INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    next_attempt_at TEXT NOT NULL,
    claimed_until TEXT,
    claim_token TEXT,
    sent_at TEXT,
    last_error TEXT,
    priority INTEGER NOT NULL DEFAULT 0,
    unique_key TEXT UNIQUE,
    attempted_at TEXT
  );
  INSERT INTO outbox_new (id, kind, contact_id, recipient, payload, state, attempts, created_at,
    next_attempt_at, claimed_until, claim_token, sent_at, last_error)
  SELECT id, kind, contact_id, recipient, payload, state, attempts, created_at, next_attempt_at,
    claimed_until, claim_token, sent_at, last_error FROM outbox;
  DROP TABLE outbox;
  ALTER TABLE outbox_new RENAME TO outbox;
  CREATE INDEX outbox_due ON outbox (state, priority, next_attempt_at, id);
  CREATE INDEX outbox_kind_due ON outbox (kind, state, next_attempt_at, id);
  CREATE INDEX outbox_kind_attempted ON outbox (kind, attempted_at);
  CREATE INDEX outbox_recipient ON outbox (kind, recipient COLLATE NOCASE, created_at);
  CREATE INDEX outbox_contact ON outbox (contact_id);
  ALTER TABLE subscribers ADD COLUMN bounced_at TEXT;
  CREATE TABLE newsletter_issues (id TEXT PRIMARY KEY, content TEXT NOT NULL, created_at TEXT NOT NULL);`,
  // Analytics (issue 28): the daily aggregates, the daily salts and visitor sets, the weekly
  // digest's one row per week; the entry source of the visitor who sent a lead.
  `
  ALTER TABLE contact_messages ADD COLUMN source TEXT;
  ALTER TABLE subscription_requests ADD COLUMN source TEXT;
  CREATE TABLE analytics_daily (
    day TEXT NOT NULL, kind TEXT NOT NULL, key TEXT NOT NULL, n INTEGER NOT NULL,
    PRIMARY KEY (day, kind, key)
  );
  CREATE TABLE analytics_salts (day TEXT PRIMARY KEY, salt TEXT NOT NULL, created_at TEXT NOT NULL);
  CREATE TABLE analytics_seen (
    day TEXT NOT NULL, visitor TEXT NOT NULL, scope TEXT NOT NULL, source TEXT,
    PRIMARY KEY (day, visitor, scope)
  );
  CREATE TABLE analytics_digests (week TEXT PRIMARY KEY, queued_at TEXT NOT NULL);`,
  visitorMailMigration,
  newsletterScheduleMigration,
];

/**
 * PostgreSQL's first migration is the whole schema SQLite reached in its four; the link-signing
 * secret is inserted at start-up (`postgres.server.ts`), from Node's random source.
 */
export const postgresMigrations = [
  `CREATE TABLE contact_messages (
     id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
     created_at TEXT NOT NULL,
     lang TEXT NOT NULL,
     page TEXT NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     company TEXT,
     message TEXT NOT NULL
   );
   CREATE INDEX contact_messages_created ON contact_messages (created_at);
   CREATE INDEX contact_messages_email ON contact_messages (lower(email));

   CREATE TABLE subscribers (
     id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
     email TEXT NOT NULL,
     first_name TEXT,
     last_name TEXT,
     interests TEXT NOT NULL DEFAULT '[]',
     lang TEXT NOT NULL,
     page TEXT NOT NULL,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
     consent TEXT,
     unsubscribed_at TEXT
   );
   CREATE UNIQUE INDEX subscribers_email ON subscribers (lower(email));

   CREATE TABLE outbox (
     id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
     kind TEXT NOT NULL,
     contact_id BIGINT REFERENCES contact_messages(id),
     recipient TEXT,
     payload TEXT NOT NULL,
     state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     created_at TEXT NOT NULL,
     next_attempt_at TEXT NOT NULL,
     claimed_until TEXT,
     claim_token TEXT,
     sent_at TEXT,
     last_error TEXT
   );
   CREATE INDEX outbox_due ON outbox (state, next_attempt_at);
   CREATE INDEX outbox_recipient ON outbox (kind, lower(recipient), created_at);
   CREATE INDEX outbox_contact ON outbox (contact_id);

   CREATE TABLE subscription_requests (
     id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
     email TEXT NOT NULL,
     first_name TEXT,
     last_name TEXT,
     interests TEXT NOT NULL DEFAULT '[]',
     lang TEXT NOT NULL,
     page TEXT NOT NULL,
     consent_version TEXT NOT NULL,
     created_at TEXT NOT NULL,
     state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'confirmed', 'cancelled')),
     token_hash TEXT UNIQUE,
     token_expires_at TEXT,
     resolved_at TEXT
   );
   CREATE INDEX subscription_requests_email ON subscription_requests (lower(email), created_at);

   CREATE TABLE secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);

   -- The rate limit's hits: several instances count together (SQLite's single server counts in memory).
   CREATE TABLE rate_limit_hits (key TEXT NOT NULL, at TEXT NOT NULL);
   CREATE INDEX rate_limit_hits_key ON rate_limit_hits (key, at);`,
  // As SQLite's fifth: priority, unique key, last claim, 'skipped'; bounces; the issues as sent.
  `ALTER TABLE outbox DROP CONSTRAINT outbox_state_check;
   ALTER TABLE outbox ADD CONSTRAINT outbox_state_check CHECK (state IN ('pending', 'sent', 'failed', 'skipped'));
   ALTER TABLE outbox ADD COLUMN priority INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE outbox ADD COLUMN unique_key TEXT UNIQUE;
   ALTER TABLE outbox ADD COLUMN attempted_at TEXT;
   DROP INDEX outbox_due;
   CREATE INDEX outbox_due ON outbox (state, priority, next_attempt_at, id);
   CREATE INDEX outbox_kind_due ON outbox (kind, state, next_attempt_at, id);
   CREATE INDEX outbox_kind_attempted ON outbox (kind, attempted_at);
   ALTER TABLE subscribers ADD COLUMN bounced_at TEXT;
   CREATE TABLE newsletter_issues (id TEXT PRIMARY KEY, content TEXT NOT NULL, created_at TEXT NOT NULL);`,
  // Analytics (issue 28), as in SQLite's list.
  `
  ALTER TABLE contact_messages ADD COLUMN source TEXT;
  ALTER TABLE subscription_requests ADD COLUMN source TEXT;
  CREATE TABLE analytics_daily (
    day TEXT NOT NULL, kind TEXT NOT NULL, key TEXT NOT NULL, n BIGINT NOT NULL,
    PRIMARY KEY (day, kind, key)
  );
  CREATE TABLE analytics_salts (day TEXT PRIMARY KEY, salt TEXT NOT NULL, created_at TEXT NOT NULL);
  CREATE TABLE analytics_seen (
    day TEXT NOT NULL, visitor TEXT NOT NULL, scope TEXT NOT NULL, source TEXT,
    PRIMARY KEY (day, visitor, scope)
  );
  CREATE TABLE analytics_digests (week TEXT PRIMARY KEY, queued_at TEXT NOT NULL);`,
  visitorMailMigration,
  newsletterScheduleMigration,
];
