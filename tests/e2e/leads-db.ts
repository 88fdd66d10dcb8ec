import path from "node:path";
import { test } from "@playwright/test";
import Database from "better-sqlite3";
import type { ContactRow, SubscriberRow } from "../../app/forms/leads.server";

/**
 * What the test server stored: its database, opened read-only. The folder is the one the
 * Playwright config gives the server (`webServer.env.DATA_DIR`), so the two cannot drift apart.
 */
function query<Row>(sql: string, ...params: unknown[]): Row[] {
  const dataDir = test.info().config.webServer?.env?.DATA_DIR;
  if (!dataDir) throw new Error("playwright.config.ts gives the server no DATA_DIR");
  const db = new Database(path.join(dataDir, "innova.sqlite"), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as Row[];
  } finally {
    db.close();
  }
}

export function contactsWithMessage(message: string) {
  return query<ContactRow>("SELECT * FROM contact_messages WHERE message = ?", message);
}

export function subscribersWithEmail(email: string) {
  return query<SubscriberRow>("SELECT * FROM subscribers WHERE email = ? COLLATE NOCASE", email);
}

/** A value no other test (or other project's run of the same test) uses. */
export function unique(label: string) {
  return `${label}-${test.info().project.name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
