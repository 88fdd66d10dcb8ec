import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { retention } from "~/config/retention";
import type { NewsletterInput, Origin } from "~/leads/types";
import type { Lang } from "~/i18n/locales";
import { sameText, type Queryable } from "~/store/queryable";

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
/**
 * Requests and pending subscribers older than this are deleted by the retention job, with the
 * record of the emails not about a contact message (the privacy notice states it).
 */
export const unconfirmedRetentionDays = retention.requestsDays;

type SubscriberStatus = "pending" | "confirmed" | "unsubscribed";

/** What confirming proves: who asked, when, where, under which consent text; and when it was confirmed. */
export interface ConsentRecord {
  requestedAt: string;
  confirmedAt: string;
  page: string;
  lang: Lang;
  consentVersion: string;
}

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

/** What sending an issue to a subscriber needs to know, read when the email leaves. */
export interface Recipient {
  id: number;
  email: string;
  lang: Lang;
  /** JSON: the interests' ids. */
  interests: string;
  status: SubscriberStatus;
  bounced_at: string | null;
}

/** Who gets an issue: confirmed, and not an address the receiving side refused (bounced). */
export const mailableSql = "status = 'confirmed' AND bounced_at IS NULL";

export type ConfirmResult = "confirmed" | "expired" | "invalid";

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

export function createSubscriptions(db: Queryable) {
  const subscriberByEmail = (q: Queryable, email: string) =>
    q.get<SubscriberIdRow>(
      `SELECT id, email, lang, status FROM subscribers WHERE ${sameText(q, "email", "?")}`,
      [email],
    );
  const requestByToken = (q: Queryable, token: string) =>
    q.get<RequestRow>("SELECT * FROM subscription_requests WHERE token_hash = ?", [hash(token)]);
  const insertPendingSubscriber = (q: Queryable, values: Record<string, string | null>) =>
    q.run(
      `INSERT INTO subscribers (email, first_name, last_name, interests, lang, page, created_at, updated_at, status)
       VALUES (@email, @firstName, @lastName, @interests, @lang, @page, @at, @at, 'pending')`,
      values,
    );

  // The signing key never changes once made: read once, through the caller's connection (inside a
  // transaction, SQLite's single connection is the transaction's).
  let secret: string | undefined;
  async function signingKey(q: Queryable) {
    secret ??= (await q.get<{ value: string }>("SELECT value FROM secrets WHERE name = 'link-signing'"))!
      .value;
    return secret;
  }

  async function sign(q: Queryable, subscriberId: number) {
    const mac = createHmac("sha256", await signingKey(q))
      .update(`unsubscribe:${subscriberId}`)
      .digest("base64url");
    return `${subscriberId}.${mac.slice(0, 32)}`;
  }

  /** The subscriber an unsubscribe token names, if its signature is ours. */
  async function verify(q: Queryable, token: string): Promise<SubscriberIdRow | undefined> {
    const match = /^(\d{1,12})\.([\w-]{32})$/.exec(token);
    if (!match) return undefined;
    const expected = Buffer.from(await sign(q, Number(match[1])));
    const given = Buffer.from(token);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    return q.get<SubscriberIdRow>("SELECT id, email, lang, status FROM subscribers WHERE id = ?", [
      Number(match[1]),
    ]);
  }

  return {
    /**
     * A form post: records the request, to be confirmed by email; resolves to its id. Nothing is
     * recorded when no confirmation may go (`mayConfirm`: one went to this mailbox in the last 24
     * hours, or the site's hourly cap is reached: no mail bombing). Runs inside the caller's
     * transaction (`tx`), with the outbox row.
     */
    async request(
      tx: Queryable,
      input: NewsletterInput,
      origin: Origin,
      consentVersion: string,
      mayConfirm: () => Promise<boolean>,
    ) {
      if (!(await mayConfirm())) return undefined;
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
      if (!(await subscriberByEmail(tx, input.email))) await insertPendingSubscriber(tx, values);
      const row = await tx.get<{ id: number }>(
        `INSERT INTO subscription_requests (email, first_name, last_name, interests, lang, page, consent_version, created_at, source)
         VALUES (@email, @firstName, @lastName, @interests, @lang, @page, @consentVersion, @at, @source) RETURNING id`,
        { ...values, consentVersion, source: origin.source ?? null },
      );
      return row!.id;
    },

    /** The request a confirmation email is for, if it still waits. */
    async pendingRequest(id: number) {
      const row = await db.get<RequestRow>("SELECT * FROM subscription_requests WHERE id = ?", [id]);
      return row?.state === "pending" ? row : undefined;
    },

    /**
     * A fresh token for the email being sent now (the hash replaces any earlier one, so only the
     * newest email's link works), valid 7 days from now.
     */
    async issueToken(requestId: number, now: Date) {
      const token = randomBytes(32).toString("base64url");
      await db.run(
        "UPDATE subscription_requests SET token_hash = ?, token_expires_at = ? WHERE id = ? AND state = 'pending'",
        [hash(token), new Date(now.getTime() + tokenLifetimeMs).toISOString(), requestId],
      );
      return token;
    },

    /** What opening a confirmation link shows, without changing anything (mail scanners open links). */
    async inspect(token: string, now: Date): Promise<"pending" | "expired" | "invalid"> {
      const row = await requestByToken(db, token);
      if (!row || row.state !== "pending") return "invalid";
      return row.token_expires_at && row.token_expires_at > now.toISOString() ? "pending" : "expired";
    },

    /** The confirm button: the request becomes the subscription, with its proof of consent. */
    confirm(token: string, now: Date): Promise<ConfirmResult> {
      return db.transaction(async (tx) => {
        const row = await requestByToken(tx, token);
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
        if (!(await subscriberByEmail(tx, row.email))) await insertPendingSubscriber(tx, values);
        await tx.run(
          `UPDATE subscribers SET first_name = @firstName, last_name = @lastName, interests = @interests,
             lang = @lang, page = @page, status = 'confirmed', consent = @consent, unsubscribed_at = NULL,
             bounced_at = NULL, updated_at = @at
           WHERE ${sameText(tx, "email", "@email")}`,
          { ...values, consent: JSON.stringify(consent) },
        );
        await tx.run(
          "UPDATE subscription_requests SET state = 'confirmed', token_hash = NULL, resolved_at = ? WHERE id = ?",
          [at, row.id],
        );
        return "confirmed";
      });
    },

    /** The signed token of every newsletter email's unsubscribe link. */
    unsubscribeToken(subscriberId: number) {
      return sign(db, subscriberId);
    },
    /** The address an email is about, for its unsubscribe link. */
    subscriberFor(email: string) {
      return subscriberByEmail(db, email);
    },
    /** Who an unsubscribe link is for (for the page's language), or nothing if it is not ours. */
    unsubscribeTarget(token: string) {
      return verify(db, token);
    },

    /** A subscriber as an issue's email leaves (undefined: erased meanwhile). */
    recipient(id: number) {
      return db.get<Recipient>(
        "SELECT id, email, lang, interests, status, bounced_at FROM subscribers WHERE id = ?",
        [id],
      );
    },
    /**
     * The receiving side refused the address for good: no issue goes to it again, until its owner
     * confirms a new subscription (which proves it works).
     */
    markBounced(id: number, now: Date) {
      return db.run(
        "UPDATE subscribers SET bounced_at = ?, updated_at = ? WHERE id = ? AND bounced_at IS NULL",
        [now.toISOString(), now.toISOString(), id],
      );
    },
    /** How many subscribers an issue would go to now. */
    async mailableCount() {
      const row = await db.get<{ n: number }>(`SELECT count(*) AS n FROM subscribers WHERE ${mailableSql}`);
      return Number(row?.n ?? 0);
    },
    /** The languages of the subscribers an issue would go to now. */
    async mailableLanguages() {
      const rows = await db.all<{ lang: Lang }>(
        `SELECT DISTINCT lang FROM subscribers WHERE ${mailableSql} ORDER BY lang`,
      );
      return rows.map((row) => row.lang);
    },

    /** Unsubscribes at once; pending requests of the address are cancelled too. */
    unsubscribe(token: string, now: Date): Promise<SubscriberIdRow | undefined> {
      return db.transaction(async (tx) => {
        const subscriber = await verify(tx, token);
        if (!subscriber) return undefined;
        const at = now.toISOString();
        await tx.run(
          `UPDATE subscribers SET status = 'unsubscribed', unsubscribed_at = @at, updated_at = @at
           WHERE id = @id AND status != 'unsubscribed'`,
          { id: subscriber.id, at },
        );
        await tx.run(
          `UPDATE subscription_requests SET state = 'cancelled', token_hash = NULL, resolved_at = @at
           WHERE ${sameText(tx, "email", "@email")} AND state = 'pending'`,
          { at, email: subscriber.email },
        );
        return subscriber;
      });
    },
  };
}

export type Subscriptions = ReturnType<typeof createSubscriptions>;
