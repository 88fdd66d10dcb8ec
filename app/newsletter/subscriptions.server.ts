import { createHash, randomBytes } from "node:crypto";
import { retention } from "~/config/retention";
import type { NewsletterInput, Origin } from "~/leads/types";
import type { Lang } from "~/i18n/locales";
import { sameText } from "~/store/engine-specific";
import type { Queryable } from "~/store/queryable";
import { createRecipients, idColumns, inLanguage, type SubscriberIdRow } from "./subscribers.server";
import { createUnsubscribeLinks } from "./unsubscribe-links.server";

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
 * makes once; `unsubscribe-links.server.ts`), so every email ever sent keeps a working link. What
 * sending reads of the subscribers: `subscribers.server.ts`.
 */

const day = 24 * 60 * 60 * 1000;
const tokenLifetimeMs = 7 * day;
/**
 * Requests and pending subscribers older than this are deleted by the retention job, with the
 * record of the emails not about a contact message (the privacy notice states it).
 */
export const unconfirmedRetentionDays = retention.requestsDays;

/** What confirming proves: who asked, when, where, under which consent text; and when it was confirmed. */
export interface ConsentRecord {
  requestedAt: string;
  confirmedAt: string;
  page: string;
  lang: Lang;
  consentVersion: string;
}

export type ConfirmResult = "confirmed" | "expired" | "invalid";

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

interface PendingSubscriber {
  email: string;
  first_name: string | null;
  last_name: string | null;
  interests: string;
  lang: Lang;
  page: string;
  at: string;
}

export function createSubscriptions(db: Queryable) {
  const subscriberByEmail = async (q: Queryable, email: string) =>
    inLanguage(
      await q.query
        .selectFrom("subscribers")
        .select(idColumns)
        .where(sameText(q, "email", email))
        .executeTakeFirst(),
    );
  const requestByToken = async (q: Queryable, token: string) =>
    inLanguage(
      await q.query
        .selectFrom("subscription_requests")
        .selectAll()
        .where("token_hash", "=", hash(token))
        .executeTakeFirst(),
    );
  const insertPendingSubscriber = (q: Queryable, { at, ...subscriber }: PendingSubscriber) =>
    q.query
      .insertInto("subscribers")
      .values({ ...subscriber, created_at: at, updated_at: at, status: "pending" })
      .execute();

  const links = createUnsubscribeLinks();

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
      const asked = {
        email: input.email,
        first_name: input.firstName ?? null,
        last_name: input.lastName ?? null,
        interests: JSON.stringify(input.interests),
        lang: origin.lang,
        page: origin.page,
      };
      const at = origin.at.toISOString();
      // A new address is listed as pending; a known one is left exactly as it is until it confirms.
      if (!(await subscriberByEmail(tx, input.email))) await insertPendingSubscriber(tx, { ...asked, at });
      const { id } = await tx.query
        .insertInto("subscription_requests")
        .values({ ...asked, consent_version: consentVersion, created_at: at, source: origin.source ?? null })
        .returning("id")
        .executeTakeFirstOrThrow();
      return id;
    },

    /** The request a confirmation email is for, if it still waits. */
    async pendingRequest(id: number) {
      const row = inLanguage(
        await db.query
          .selectFrom("subscription_requests")
          .selectAll()
          .where("id", "=", id)
          .executeTakeFirst(),
      );
      return row?.state === "pending" ? row : undefined;
    },

    /**
     * A fresh token for the email being sent now (the hash replaces any earlier one, so only the
     * newest email's link works), valid 7 days from now.
     */
    async issueToken(requestId: number, now: Date) {
      const token = randomBytes(32).toString("base64url");
      await db.query
        .updateTable("subscription_requests")
        .set({
          token_hash: hash(token),
          token_expires_at: new Date(now.getTime() + tokenLifetimeMs).toISOString(),
        })
        .where("id", "=", requestId)
        .where("state", "=", "pending")
        .execute();
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
        const asked = {
          first_name: row.first_name,
          last_name: row.last_name,
          interests: row.interests,
          lang: row.lang,
          page: row.page,
        };
        // Erased meanwhile: the confirmation brings the address back, as asked.
        if (!(await subscriberByEmail(tx, row.email))) {
          await insertPendingSubscriber(tx, { ...asked, email: row.email, at });
        }
        await tx.query
          .updateTable("subscribers")
          .set({
            ...asked,
            status: "confirmed",
            consent: JSON.stringify(consent),
            unsubscribed_at: null,
            bounced_at: null,
            updated_at: at,
          })
          .where(sameText(tx, "email", row.email))
          .execute();
        await tx.query
          .updateTable("subscription_requests")
          .set({ state: "confirmed", token_hash: null, resolved_at: at })
          .where("id", "=", row.id)
          .execute();
        return "confirmed";
      });
    },

    /** The signed token of every newsletter email's unsubscribe link. */
    unsubscribeToken(subscriberId: number) {
      return links.sign(db, subscriberId);
    },
    /** The address an email is about, for its unsubscribe link. */
    subscriberFor(email: string) {
      return subscriberByEmail(db, email);
    },
    /** Who an unsubscribe link is for (for the page's language), or nothing if it is not ours. */
    unsubscribeTarget(token: string) {
      return links.verify(db, token);
    },

    // What sending an issue reads and marks (`subscribers.server.ts`).
    ...createRecipients(db),

    /**
     * Unsubscribes at once, and forgets: the address keeps only the date it left and the proof of
     * its consent (its name, topics, page and language go), and every request of the address, pending
     * or not, is deleted. The retention job deletes the rest `retention.unsubscribedProofDays` later.
     */
    unsubscribe(token: string, now: Date): Promise<SubscriberIdRow | undefined> {
      return db.transaction(async (tx) => {
        const subscriber = await links.verify(tx, token);
        if (!subscriber) return undefined;
        const at = now.toISOString();
        await tx.query
          .updateTable("subscribers")
          .set({ status: "unsubscribed", unsubscribed_at: at, updated_at: at })
          .where("id", "=", subscriber.id)
          .where("status", "!=", "unsubscribed")
          .execute();
        await tx.query
          .updateTable("subscribers")
          .set({ first_name: null, last_name: null, interests: "[]", lang: null, page: null })
          .where("id", "=", subscriber.id)
          .execute();
        await tx.query
          .deleteFrom("subscription_requests")
          .where(sameText(tx, "email", subscriber.email))
          .execute();
        return subscriber;
      });
    },
  };
}

export type Subscriptions = ReturnType<typeof createSubscriptions>;
