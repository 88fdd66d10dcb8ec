import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type Database from "better-sqlite3";
import type { NewsletterInput } from "~/forms/schemas";
import type { Origin } from "~/forms/leads.server";
import type { Lang } from "~/i18n/locales";

/**
 * The newsletter list, lawful to mail: double opt-in, proof of consent, one-click unsubscribe.
 *
 * A form post never changes a subscription. It records a *request* (what was asked, from which page
 * and language, under which version of the consent text) and queues a confirmation email; only the
 * owner of the address, by confirming from that email, turns the request into a confirmed
 * subscription. So nobody can subscribe, or change the details of, someone else's address.
 *
 * Confirmation tokens are random, kept only as a SHA-256 hash, single-use and valid 7 days from the
 * email that carries them. Unsubscribe links are signed instead (HMAC with a secret the database
 * makes once), so every email ever sent keeps a working link.
 */
export const confirmationKind = "newsletter.confirmation";

const day = 24 * 60 * 60 * 1000;
const tokenLifetimeMs = 7 * day;
/** Unconfirmed requests and pending subscribers older than this are deleted by the retention job. */
export const unconfirmedRetentionDays = 30;

type SubscriberStatus = "pending" | "confirmed" | "unsubscribed";

/** What confirming proves: who asked, when, where, under which consent text; and when it was confirmed. */
export interface ConsentRecord {
  requestedAt: string;
  confirmedAt: string;
  page: string;
  lang: Lang;
  consentVersion: string;
}

/** The migration that makes the list lawful (appended to `app/forms/db.server.ts`). */
export const subscriptionsMigration = `
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
  INSERT INTO secrets (name, value) VALUES ('link-signing', lower(hex(randomblob(32))));`;

export interface RequestRow {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  interests: string;
  lang: Lang;
  page: string;
  consent_version: string;
  created_at: string;
  state: "pending" | "confirmed" | "cancelled";
  token_hash: string | null;
  token_expires_at: string | null;
  resolved_at: string | null;
}

interface SubscriberIdRow {
  id: number;
  email: string;
  lang: Lang;
  status: SubscriberStatus;
}

export type ConfirmResult = "confirmed" | "expired" | "invalid";

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

export function createSubscriptions(db: Database.Database) {
  const secret = () =>
    (db.prepare("SELECT value FROM secrets WHERE name = 'link-signing'").get() as { value: string }).value;
  const subscriberByEmail = db.prepare(
    "SELECT id, email, lang, status FROM subscribers WHERE email = ? COLLATE NOCASE",
  );
  const subscriberById = db.prepare("SELECT id, email, lang, status FROM subscribers WHERE id = ?");
  const insertPendingSubscriber = db.prepare(
    `INSERT INTO subscribers (email, first_name, last_name, interests, lang, page, created_at, updated_at, status)
     VALUES (@email, @firstName, @lastName, @interests, @lang, @page, @at, @at, 'pending')`,
  );
  const insertRequest = db.prepare(
    `INSERT INTO subscription_requests (email, first_name, last_name, interests, lang, page, consent_version, created_at)
     VALUES (@email, @firstName, @lastName, @interests, @lang, @page, @consentVersion, @at)`,
  );
  const requestById = db.prepare("SELECT * FROM subscription_requests WHERE id = ?");
  const requestByToken = db.prepare("SELECT * FROM subscription_requests WHERE token_hash = ?");
  const setToken = db.prepare(
    "UPDATE subscription_requests SET token_hash = ?, token_expires_at = ? WHERE id = ? AND state = 'pending'",
  );
  const resolveRequest = db.prepare(
    "UPDATE subscription_requests SET state = ?, token_hash = NULL, resolved_at = ? WHERE id = ?",
  );
  const cancelPending = db.prepare(
    `UPDATE subscription_requests SET state = 'cancelled', token_hash = NULL, resolved_at = ?
     WHERE email = ? COLLATE NOCASE AND state = 'pending'`,
  );
  const confirmSubscriber = db.prepare(
    `UPDATE subscribers SET first_name = @firstName, last_name = @lastName, interests = @interests,
       lang = @lang, page = @page, status = 'confirmed', consent = @consent, unsubscribed_at = NULL,
       updated_at = @at
     WHERE email = @email COLLATE NOCASE`,
  );
  const unsubscribeRow = db.prepare(
    `UPDATE subscribers SET status = 'unsubscribed', unsubscribed_at = @at, updated_at = @at
     WHERE id = @id AND status != 'unsubscribed'`,
  );

  function sign(subscriberId: number) {
    const mac = createHmac("sha256", secret()).update(`unsubscribe:${subscriberId}`).digest("base64url");
    return `${subscriberId}.${mac.slice(0, 32)}`;
  }

  /** The subscriber an unsubscribe token names, if its signature is ours. */
  function verify(token: string): SubscriberIdRow | undefined {
    const match = /^(\d{1,12})\.([\w-]{32})$/.exec(token);
    if (!match) return undefined;
    const expected = Buffer.from(sign(Number(match[1])));
    const given = Buffer.from(token);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    return subscriberById.get(Number(match[1])) as SubscriberIdRow | undefined;
  }

  return {
    /**
     * A form post: records the request and says whether a confirmation email is due. Nothing is
     * recorded when one went to this address in the last 24 hours (no mail bombing). Runs inside
     * the caller's transaction, with the outbox row.
     */
    request(
      input: NewsletterInput,
      origin: Origin,
      consentVersion: string,
      confirmationSentSince: (since: Date) => boolean,
    ) {
      if (confirmationSentSince(new Date(origin.at.getTime() - day))) return undefined;
      const values = {
        email: input.email,
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        interests: JSON.stringify(input.interests),
        lang: origin.lang,
        page: origin.page,
        at: origin.at.toISOString(),
      };
      // A new address is listed as pending; a known one is left exactly as it is until it confirms.
      if (!subscriberByEmail.get(input.email)) insertPendingSubscriber.run(values);
      const { lastInsertRowid } = insertRequest.run({ ...values, consentVersion });
      return Number(lastInsertRowid);
    },

    /** The request a confirmation email is for, if it still waits. */
    pendingRequest(id: number) {
      const row = requestById.get(id) as RequestRow | undefined;
      return row?.state === "pending" ? row : undefined;
    },

    /**
     * A fresh token for the email being sent now (the hash replaces any earlier one, so only the
     * newest email's link works), valid 7 days from now.
     */
    issueToken(requestId: number, now: Date) {
      const token = randomBytes(32).toString("base64url");
      setToken.run(hash(token), new Date(now.getTime() + tokenLifetimeMs).toISOString(), requestId);
      return token;
    },

    /** What opening a confirmation link shows, without changing anything (mail scanners open links). */
    inspect(token: string, now: Date): "pending" | "expired" | "invalid" {
      const row = requestByToken.get(hash(token)) as RequestRow | undefined;
      if (!row || row.state !== "pending") return "invalid";
      return row.token_expires_at && row.token_expires_at > now.toISOString() ? "pending" : "expired";
    },

    /** The confirm button: the request becomes the subscription, with its proof of consent. */
    confirm: db.transaction((token: string, now: Date): ConfirmResult => {
      const row = requestByToken.get(hash(token)) as RequestRow | undefined;
      if (!row || row.state !== "pending") return "invalid";
      if (!row.token_expires_at || row.token_expires_at <= now.toISOString()) return "expired";
      const at = now.toISOString();
      const consent: ConsentRecord = {
        requestedAt: row.created_at,
        confirmedAt: at,
        page: row.page,
        lang: row.lang,
        consentVersion: row.consent_version,
      };
      const values = {
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        interests: row.interests,
        lang: row.lang,
        page: row.page,
        at,
      };
      // Erased meanwhile: the confirmation brings the address back, as asked.
      if (!subscriberByEmail.get(row.email)) insertPendingSubscriber.run(values);
      confirmSubscriber.run({ ...values, consent: JSON.stringify(consent) });
      resolveRequest.run("confirmed", at, row.id);
      return "confirmed";
    }),

    /** The signed token of every newsletter email's unsubscribe link. */
    unsubscribeToken(subscriberId: number) {
      return sign(subscriberId);
    },
    /** The address an email is about, for its unsubscribe link. */
    subscriberFor(email: string) {
      return subscriberByEmail.get(email) as SubscriberIdRow | undefined;
    },
    /** Who an unsubscribe link is for (for the page's language), or nothing if it is not ours. */
    unsubscribeTarget(token: string) {
      return verify(token);
    },

    /** Unsubscribes at once; pending requests of the address are cancelled too. */
    unsubscribe: db.transaction((token: string, now: Date): SubscriberIdRow | undefined => {
      const subscriber = verify(token);
      if (!subscriber) return undefined;
      unsubscribeRow.run({ id: subscriber.id, at: now.toISOString() });
      cancelPending.run(now.toISOString(), subscriber.email);
      return subscriber;
    }),
  };
}

export type Subscriptions = ReturnType<typeof createSubscriptions>;
