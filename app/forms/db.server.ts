import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { outboxMigration } from "~/delivery/outbox.server";
import { subscriptionsMigration } from "~/newsletter/subscriptions.server";

/**
 * The leads database: one SQLite file under `DATA_DIR`, created on first use. Migrations are
 * numbered by their position here and recorded in `PRAGMA user_version`; add new ones at the end.
 */
const migrations = [
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
  // Lead delivery (issue 11): the outbox.
  outboxMigration,
  // The newsletter's double opt-in (issue 15): requests, consent records, statuses.
  subscriptionsMigration,
];

export const databaseFile = "innova.sqlite";

export function openDatabase(dataDir: string): Database.Database {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, databaseFile));
  db.pragma("journal_mode = WAL");
  // FULL: a submission the visitor saw confirmed is on disk, even if the machine dies right after.
  db.pragma("synchronous = FULL");
  db.pragma("busy_timeout = 5000");
  const synchronous = db.pragma("synchronous", { simple: true });
  const journal = db.pragma("journal_mode", { simple: true });
  if (synchronous !== 2 || journal !== "wal") {
    throw new Error(
      `SQLite durability settings not applied (synchronous=${synchronous}, journal_mode=${journal})`,
    );
  }
  migrate(db);
  return db;
}

function migrate(db: Database.Database) {
  const applied = Number(db.pragma("user_version", { simple: true }));
  migrations.slice(applied).forEach((sql, index) => {
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${applied + index + 1}`);
    })();
  });
}
