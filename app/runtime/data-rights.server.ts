import { retention } from "~/config/retention";
import { sameText, type Database, type Queryable } from "~/store/queryable";
import type { DeliveryRow } from "~/delivery/outbox.server";
import { unconfirmedRetentionDays, type RequestRow } from "~/newsletter/subscriptions.server";
import type { ContactRow, SubscriberRow } from "~/leads/store.server";

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
export function createDataRights(db: Database) {
  const of = (q: Queryable, column = "email") => sameText(q, column, "@email");
  // The firm's own notifications go to the firm, but carry the person's message: they count too.
  const deliveriesOf = (q: Queryable) =>
    `${of(q, "recipient")} OR contact_id IN (SELECT id FROM contact_messages WHERE ${of(q)})`;

  return {
    async person(email: string): Promise<PersonRecord> {
      const subscriber = await db.get<SubscriberRow>(`SELECT * FROM subscribers WHERE ${of(db)}`, { email });
      const requests = await db.all<RequestRow>(
        `SELECT * FROM subscription_requests WHERE ${of(db)} ORDER BY id`,
        { email },
      );
      return {
        email,
        contactMessages: await db.all<ContactRow>(
          `SELECT * FROM contact_messages WHERE ${of(db)} ORDER BY id`,
          { email },
        ),
        subscriber: subscriber
          ? {
              ...subscriber,
              interests: JSON.parse(subscriber.interests) as string[],
              consent: subscriber.consent ? (JSON.parse(subscriber.consent) as unknown) : null,
            }
          : null,
        subscriptionRequests: requests.map(({ token_hash: _, ...row }) => row),
        deliveries: await db.all<DeliveryRow>(`SELECT * FROM outbox WHERE ${deliveriesOf(db)} ORDER BY id`, {
          email,
        }),
      };
    },

    /** Deletes every trace of the address: messages, subscription, requests, queued emails. */
    erase(email: string): Promise<Removed> {
      return db.transaction(async (tx) => ({
        deliveries: await tx.run(`DELETE FROM outbox WHERE ${deliveriesOf(tx)}`, { email }),
        contactMessages: await tx.run(`DELETE FROM contact_messages WHERE ${of(tx)}`, { email }),
        subscriptionRequests: await tx.run(`DELETE FROM subscription_requests WHERE ${of(tx)}`, { email }),
        subscribers: await tx.run(`DELETE FROM subscribers WHERE ${of(tx)}`, { email }),
      }));
    },

    /**
     * The daily retention job: contact messages older than `retentionDays` (with their deliveries),
     * and subscription requests and unconfirmed subscribers older than 30 days. Several instances
     * on one PostgreSQL run it one at a time: resolves to `undefined` when another is running it.
     */
    applyRetention(now: Date, retentionDays: number): Promise<Removed | undefined> {
      const contactCutoff = new Date(now.getTime() - retentionDays * day).toISOString();
      const unconfirmedCutoff = new Date(now.getTime() - unconfirmedRetentionDays * day).toISOString();
      return db.exclusively("retention", async (tx) => {
        const removed = {
          deliveries: await tx.run(
            `DELETE FROM outbox WHERE contact_id IN (SELECT id FROM contact_messages WHERE created_at < @contactCutoff)
               OR (contact_id IS NULL AND state != 'pending' AND created_at < @unconfirmedCutoff)`,
            { contactCutoff, unconfirmedCutoff },
          ),
          contactMessages: await tx.run("DELETE FROM contact_messages WHERE created_at < ?", [contactCutoff]),
          subscriptionRequests: await tx.run("DELETE FROM subscription_requests WHERE created_at < ?", [
            unconfirmedCutoff,
          ]),
          subscribers: await tx.run("DELETE FROM subscribers WHERE status = 'pending' AND updated_at < ?", [
            unconfirmedCutoff,
          ]),
        };
        // The rate limit's old hits (kept in the database on PostgreSQL), far past any window: with
        // the job's interval, none outlives what the privacy notice states (`config/retention.ts`).
        if (tx.engine === "postgres") {
          const hours = retention.rateLimitKeptHours - retention.retentionJobHours;
          await tx.run("DELETE FROM rate_limit_hits WHERE at < ?", [
            new Date(now.getTime() - hours * 60 * 60 * 1000).toISOString(),
          ]);
        }
        return removed;
      });
    },
  };
}
