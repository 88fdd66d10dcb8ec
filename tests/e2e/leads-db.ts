import { createHash, createHmac, randomBytes } from "node:crypto";
import path from "node:path";
import { test } from "@playwright/test";
import Database from "better-sqlite3";
import type { ContactRow, SubscriberRow } from "../../app/leads/store.server";
import type { Selectable } from "kysely";
import type { SubscriptionRequestsTable } from "../../app/store/tables";

/**
 * What the test server stored: its database, opened read-only. The folder is the one the
 * Playwright config gives the server (`webServer.env.DATA_DIR`), so the two cannot drift apart.
 */
function open(readonly: boolean) {
  const dataDir = test.info().config.webServer?.env?.DATA_DIR;
  if (!dataDir) throw new Error("playwright.config.ts gives the server no DATA_DIR");
  return new Database(path.join(dataDir, "innova.sqlite"), { readonly, fileMustExist: true, timeout: 5000 });
}

function write(sql: string, params: unknown[]) {
  const db = open(false);
  try {
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

function query<Row>(sql: string, ...params: unknown[]): Row[] {
  const db = open(true);
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

export function requestsWithEmail(email: string) {
  return query<Selectable<SubscriptionRequestsTable>>(
    "SELECT * FROM subscription_requests WHERE email = ? COLLATE NOCASE ORDER BY id",
    email,
  );
}

/**
 * A confirmation link the way the confirmation email makes one, for a request the test made (the
 * server keeps only the token's hash, so a test that wants to click one writes its own).
 */
export function confirmationLink(
  requestId: number,
  lang: "" | "/pt" | "/es" | "/fr" = "",
  expiresInMs = 60_000,
) {
  const token = randomBytes(32).toString("base64url");
  write("UPDATE subscription_requests SET token_hash = ?, token_expires_at = ? WHERE id = ?", [
    createHash("sha256").update(token).digest("hex"),
    new Date(Date.now() + expiresInMs).toISOString(),
    requestId,
  ]);
  return `${lang}/newsletter/confirm?token=${token}`;
}

/** The unsubscribe link of a subscriber, signed as the server signs it. */
export function unsubscribeLink(subscriberId: number, lang: "" | "/pt" | "/es" | "/fr" = "") {
  const [secret] = query<{ value: string }>("SELECT value FROM secrets WHERE name = 'link-signing'");
  const mac = createHmac("sha256", secret!.value).update(`unsubscribe:${subscriberId}`).digest("base64url");
  return `${lang}/newsletter/unsubscribe?token=${subscriberId}.${mac.slice(0, 32)}`;
}

/** A value no other test (or other project's run of the same test) uses. */
export function unique(label: string) {
  return `${label}-${test.info().project.name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
