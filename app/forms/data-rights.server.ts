import type Database from "better-sqlite3";
import type { DeliveryRow } from "~/delivery/outbox.server";
import { unconfirmedRetentionDays, type RequestRow } from "~/newsletter/subscriptions.server";
import type { ContactRow, SubscriberRow } from "./leads.server";

/** Everything stored about one address: what `npm run leads -- --person` prints. */
export interface PersonRecord {
  email: string;
  contactMessages: ContactRow[];
  subscriber:
    | (Omit<SubscriberRow, "consent" | "interests"> & { interests: string[]; consent: unknown })
    | null;
  subscriptionRequests: Omit<RequestRow, "token_hash">[];
  deliveries: DeliveryRow[];
}

export interface Removed {
  contactMessages: number;
  subscribers: number;
  subscriptionRequests: number;
  deliveries: number;
}

const day = 24 * 60 * 60 * 1000;

/**
 * The firm's duties to the people in its database: tell one person everything it holds about them
 * (access, portability), erase it (erasure), and keep nothing longer than it said it would (retention).
 */
export function createDataRights(db: Database.Database) {
  const contactsOf = db.prepare("SELECT * FROM contact_messages WHERE email = ? COLLATE NOCASE ORDER BY id");
  const subscriberOf = db.prepare("SELECT * FROM subscribers WHERE email = ? COLLATE NOCASE");
  const requestsOf = db.prepare(
    "SELECT * FROM subscription_requests WHERE email = ? COLLATE NOCASE ORDER BY id",
  );
  // The firm's own notifications go to the firm, but carry the person's message: they count too.
  const deliveriesOf = db.prepare(
    `SELECT * FROM outbox WHERE recipient = @email COLLATE NOCASE
       OR contact_id IN (SELECT id FROM contact_messages WHERE email = @email COLLATE NOCASE) ORDER BY id`,
  );
  const eraseDeliveries = db.prepare(
    `DELETE FROM outbox WHERE recipient = @email COLLATE NOCASE
       OR contact_id IN (SELECT id FROM contact_messages WHERE email = @email COLLATE NOCASE)`,
  );
  const eraseContacts = db.prepare("DELETE FROM contact_messages WHERE email = ? COLLATE NOCASE");
  const eraseRequests = db.prepare("DELETE FROM subscription_requests WHERE email = ? COLLATE NOCASE");
  const eraseSubscriber = db.prepare("DELETE FROM subscribers WHERE email = ? COLLATE NOCASE");

  const oldDeliveries = db.prepare(
    `DELETE FROM outbox WHERE contact_id IN (SELECT id FROM contact_messages WHERE created_at < @contactCutoff)
       OR (contact_id IS NULL AND state != 'pending' AND created_at < @unconfirmedCutoff)`,
  );
  const oldContacts = db.prepare("DELETE FROM contact_messages WHERE created_at < ?");
  const oldRequests = db.prepare("DELETE FROM subscription_requests WHERE created_at < ?");
  const oldPending = db.prepare("DELETE FROM subscribers WHERE status = 'pending' AND updated_at < ?");

  return {
    person(email: string): PersonRecord {
      const subscriber = subscriberOf.get(email) as SubscriberRow | undefined;
      return {
        email,
        contactMessages: contactsOf.all(email) as ContactRow[],
        subscriber: subscriber
          ? {
              ...subscriber,
              interests: JSON.parse(subscriber.interests) as string[],
              consent: subscriber.consent ? (JSON.parse(subscriber.consent) as unknown) : null,
            }
          : null,
        subscriptionRequests: (requestsOf.all(email) as RequestRow[]).map(({ token_hash: _, ...row }) => row),
        deliveries: deliveriesOf.all({ email }) as DeliveryRow[],
      };
    },

    /** Deletes every trace of the address: messages, subscription, requests, queued emails. */
    erase: db.transaction((email: string): Removed => {
      const deliveries = eraseDeliveries.run({ email }).changes;
      return {
        deliveries,
        contactMessages: eraseContacts.run(email).changes,
        subscriptionRequests: eraseRequests.run(email).changes,
        subscribers: eraseSubscriber.run(email).changes,
      };
    }),

    /**
     * The daily retention job: contact messages older than `retentionDays` (with their deliveries),
     * and subscription requests and unconfirmed subscribers older than 30 days.
     */
    applyRetention: db.transaction((now: Date, retentionDays: number): Removed => {
      const contactCutoff = new Date(now.getTime() - retentionDays * day).toISOString();
      const unconfirmedCutoff = new Date(now.getTime() - unconfirmedRetentionDays * day).toISOString();
      return {
        deliveries: oldDeliveries.run({ contactCutoff, unconfirmedCutoff }).changes,
        contactMessages: oldContacts.run(contactCutoff).changes,
        subscriptionRequests: oldRequests.run(unconfirmedCutoff).changes,
        subscribers: oldPending.run(unconfirmedCutoff).changes,
      };
    }),
  };
}
