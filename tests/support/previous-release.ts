import { randomBytes } from "node:crypto";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import pg from "pg";
import { databaseFile } from "../../app/store/sqlite.server";
import { postgresMigrations, sqliteMigrations } from "./previous-release-schema";

/**
 * A database as the previous release (8fd1507) made it: its migration lists (the frozen fixture
 * `previous-release-schema.ts`) applied by its runners, as they were: SQLite counting in
 * `PRAGMA user_version`; PostgreSQL in `schema_migrations (version, applied_at)`, then making the
 * unsubscribe links' key at start-up. `applied`: how many of the engine's migrations (all by default).
 */
export interface PreviousRelease {
  /** The engine's own SQL on the database, with `?` placeholders. */
  run(sql: string, params?: unknown[]): Promise<void>;
  all(sql: string): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

export const previousMigrationCount = {
  sqlite: sqliteMigrations.length,
  postgres: postgresMigrations.length,
};

export function previousSqlite(dataDir: string, applied = sqliteMigrations.length): PreviousRelease {
  const db = new BetterSqlite3(path.join(dataDir, databaseFile));
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  sqliteMigrations.slice(0, applied).forEach((sql, index) => {
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${index + 1}`);
    })();
  });
  return {
    run: async (sql, params = []) => void db.prepare(sql).run(...params),
    all: async (sql) => db.prepare(sql).all() as Record<string, unknown>[],
    close: async () => void db.close(),
  };
}

export async function previousPostgres(
  url: string,
  applied = postgresMigrations.length,
): Promise<PreviousRelease> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)",
  );
  for (const [index, sql] of postgresMigrations.slice(0, applied).entries()) {
    await client.query("BEGIN");
    await client.query(sql);
    await client.query("INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)", [
      index + 1,
      new Date(Date.UTC(2025, 0, index + 1)).toISOString(),
    ]);
    await client.query("COMMIT");
  }
  if (applied > 0) {
    await client.query(
      "INSERT INTO secrets (name, value) VALUES ('link-signing', $1) ON CONFLICT (name) DO NOTHING",
      [randomBytes(32).toString("hex")],
    );
  }
  const positional = (sql: string) => {
    let index = 0;
    return sql.replace(/\?/g, () => `$${++index}`);
  };
  return {
    run: async (sql, params = []) => void (await client.query(positional(sql), params)),
    all: async (sql) => (await client.query(sql)).rows as Record<string, unknown>[],
    close: () => client.end(),
  };
}

/** The tables of the previous release's final schema (PostgreSQL also had `rate_limit_hits`). */
export const previousTables = [
  "analytics_daily",
  "analytics_digests",
  "analytics_salts",
  "analytics_seen",
  "contact_messages",
  "newsletter_issues",
  "newsletter_schedule",
  "outbox",
  "secrets",
  "subscribers",
  "subscription_requests",
];

/** A row in every table of the previous release's final schema, every column set. */
export async function fillPreviousRelease(db: PreviousRelease, engine: "sqlite" | "postgres") {
  const at = "2026-03-02T10:00:00.000Z";
  await db.run(
    `INSERT INTO contact_messages (created_at, lang, page, name, email, company, message, source)
     VALUES (?, 'pt', '/pt/contacto', 'Ana Souza', 'Ana@Example.com', 'Acme', 'Olá', 'google')`,
    [at],
  );
  await db.run(
    `INSERT INTO subscribers (email, first_name, last_name, interests, lang, page, created_at, updated_at,
       status, consent, unsubscribed_at, bounced_at)
     VALUES ('Dana@Example.com', 'Dana', 'Reyes', '["innovation"]', 'en', '/', ?, ?, 'confirmed', '{"lang":"en"}', NULL, ?)`,
    [at, at, at],
  );
  await db.run(
    `INSERT INTO subscription_requests (email, first_name, last_name, interests, lang, page, consent_version,
       created_at, state, token_hash, token_expires_at, resolved_at, source)
     VALUES ('dana@example.com', 'Dana', 'Reyes', '[]', 'en', '/', '2026-11-22', ?, 'confirmed', 'hash', ?, ?, 'newsletter')`,
    [at, at, at],
  );
  await db.run(
    `INSERT INTO outbox (kind, contact_id, recipient, payload, state, attempts, created_at, next_attempt_at,
       claimed_until, claim_token, sent_at, last_error, priority, unique_key, attempted_at, mailbox)
     VALUES ('contact.acknowledgement', 1, 'Ana@Example.com', '{}', 'sent', 1, ?, ?, NULL, NULL, ?, NULL, 1,
       'ack:1', ?, 'ana@example.com')`,
    [at, at, at, at],
  );
  await db.run("INSERT INTO secrets (name, value) VALUES ('other', 'kept')");
  await db.run("INSERT INTO newsletter_issues (id, content, created_at) VALUES ('2026-03', '{}', ?)", [at]);
  await db.run(
    "INSERT INTO analytics_daily (day, kind, key, n) VALUES ('2026-03-02', 'page.views', '[\"/\",\"en\"]', 7)",
  );
  await db.run("INSERT INTO analytics_salts (day, salt, created_at) VALUES ('2026-03-02', 'salt', ?)", [at]);
  await db.run(
    "INSERT INTO analytics_seen (day, visitor, scope, source) VALUES ('2026-03-02', 'visitor', '', 'google')",
  );
  await db.run("INSERT INTO analytics_digests (week, queued_at) VALUES ('2026-W09', ?)", [at]);
  await db.run(
    "INSERT INTO newsletter_schedule (issue_id, first_seen_at, proofed_version, queued_at) VALUES ('2026-03', ?, 'v1', ?)",
    [at, at],
  );
  if (engine === "postgres")
    await db.run("INSERT INTO rate_limit_hits (key, at) VALUES ('contact:1.2.3.4', ?)", [at]);
}
