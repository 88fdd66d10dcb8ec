import type { DeleteResult, ExpressionBuilder, Selectable } from "kysely";
import { retention } from "~/config/retention";
import { sameText } from "~/store/engine-specific";
import type { Database, Queryable } from "~/store/queryable";
import type { BookingsTable, SubscriptionRequestsTable, Tables } from "~/store/tables";
import type { DeliveryRow } from "~/delivery/outbox-types";
import { unconfirmedRetentionDays } from "~/newsletter/subscriptions.server";
import type { ContactRow, SubscriberRow } from "~/leads/store.server";

/** Everything stored about one address: what `npm run leads -- --person` prints. */
export interface PersonRecord {
  email: string;
  contactMessages: ContactRow[];
  subscriber:
    | (Omit<SubscriberRow, "consent" | "interests"> & { interests: string[]; consent: unknown })
    | null;
  subscriptionRequests: Omit<Selectable<SubscriptionRequestsTable>, "token_hash">[];
  /** The calls booked from this address (`/book`), booked or cancelled. */
  bookings: Omit<Selectable<BookingsTable>, "token_hash">[];
  deliveries: DeliveryRow[];
}

export interface Removed {
  contactMessages: number;
  bookings: number;
  subscribers: number;
  subscriptionRequests: number;
  deliveries: number;
}

const day = 24 * 60 * 60 * 1000;

/** How many rows a DELETE removed. */
const deleted = async (query: { executeTakeFirst(): Promise<DeleteResult> }) =>
  Number((await query.executeTakeFirst()).numDeletedRows);

/**
 * Deletes the bookings `ids` selects, with the cells they hold; a booking that one of them replaced
 * keeps no reference to it. Their deliveries to the firm's addresses name only the booking's id: their
 * senders find nothing and send nothing more.
 */
async function deleteBookings(tx: Queryable, rows: { id: string }[]) {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return 0;
  await tx.query.deleteFrom("booking_slots").where("booking_id", "in", ids).execute();
  await tx.query.updateTable("bookings").set({ replaced_by: null }).where("replaced_by", "in", ids).execute();
  return deleted(tx.query.deleteFrom("bookings").where("id", "in", ids));
}

/**
 * The firm's duties to the people in its database: tell one person everything it holds about them
 * (access, portability), erase it (erasure), and keep nothing longer than it said it would (retention).
 */
export function createDataRights(db: Queryable & Pick<Database, "exclusively">) {
  // The firm's own notifications go to the firm, but carry the person's message: they count too.
  const deliveriesOf = (q: Queryable, email: string) => (eb: ExpressionBuilder<Tables, "outbox">) =>
    eb.or([
      sameText(q, "recipient", email),
      eb(
        "contact_id",
        "in",
        eb
          .selectFrom("contact_messages")
          .select("id")
          .where(sameText(q, "email", email)),
      ),
    ]);

  return {
    async person(email: string): Promise<PersonRecord> {
      const subscriber = await db.query
        .selectFrom("subscribers")
        .selectAll()
        .where(sameText(db, "email", email))
        .executeTakeFirst();
      const requests = await db.query
        .selectFrom("subscription_requests")
        .selectAll()
        .where(sameText(db, "email", email))
        .orderBy("id")
        .execute();
      return {
        email,
        contactMessages: await db.query
          .selectFrom("contact_messages")
          .selectAll()
          .where(sameText(db, "email", email))
          .orderBy("id")
          .execute(),
        subscriber: subscriber
          ? {
              ...subscriber,
              interests: JSON.parse(subscriber.interests) as string[],
              consent: subscriber.consent ? (JSON.parse(subscriber.consent) as unknown) : null,
            }
          : null,
        subscriptionRequests: requests.map(({ token_hash: _, ...row }) => row),
        bookings: (
          await db.query
            .selectFrom("bookings")
            .selectAll()
            .where(sameText(db, "email", email))
            .orderBy("created_at")
            .execute()
        ).map(({ token_hash: _, ...row }) => row),
        deliveries: await db.query
          .selectFrom("outbox")
          .selectAll()
          .where(deliveriesOf(db, email))
          .orderBy("id")
          .execute(),
      };
    },

    /** Deletes every trace of the address: messages, subscription, requests, queued emails. */
    erase(email: string): Promise<Removed> {
      return db.transaction(async (tx) => ({
        deliveries: await deleted(tx.query.deleteFrom("outbox").where(deliveriesOf(tx, email))),
        contactMessages: await deleted(
          tx.query.deleteFrom("contact_messages").where(sameText(tx, "email", email)),
        ),
        subscriptionRequests: await deleted(
          tx.query.deleteFrom("subscription_requests").where(sameText(tx, "email", email)),
        ),
        subscribers: await deleted(tx.query.deleteFrom("subscribers").where(sameText(tx, "email", email))),
        bookings: await deleteBookings(
          tx,
          await tx.query
            .selectFrom("bookings")
            .select("id")
            .where(sameText(tx, "email", email))
            .execute(),
        ),
      }));
    },

    /**
     * The daily retention job: contact messages older than `retentionDays` (with their deliveries),
     * subscription requests and unconfirmed subscribers older than 30 days, and what an address that
     * unsubscribed kept (the date, the proof of consent) `retention.unsubscribedProofDays` after it left. Several instances
     * on one PostgreSQL run it one at a time: resolves to `undefined` when another is running it.
     */
    applyRetention(now: Date, retentionDays: number): Promise<Removed | undefined> {
      const contactCutoff = new Date(now.getTime() - retentionDays * day).toISOString();
      const unconfirmedCutoff = new Date(now.getTime() - unconfirmedRetentionDays * day).toISOString();
      const proofCutoff = new Date(now.getTime() - retention.unsubscribedProofDays * day).toISOString();
      return db.exclusively("retention", async (tx) => {
        const removed = {
          deliveries: await deleted(
            tx.query
              .deleteFrom("outbox")
              .where((eb) =>
                eb.or([
                  eb(
                    "contact_id",
                    "in",
                    eb.selectFrom("contact_messages").select("id").where("created_at", "<", contactCutoff),
                  ),
                  eb.and([
                    eb("contact_id", "is", null),
                    eb("state", "!=", "pending"),
                    eb("created_at", "<", unconfirmedCutoff),
                  ]),
                ]),
              ),
          ),
          contactMessages: await deleted(
            tx.query.deleteFrom("contact_messages").where("created_at", "<", contactCutoff),
          ),
          subscriptionRequests: await deleted(
            tx.query.deleteFrom("subscription_requests").where("created_at", "<", unconfirmedCutoff),
          ),
          // A booked call is kept as long as a message, counted from the call (or its time, cancelled).
          bookings: await deleteBookings(
            tx,
            await tx.query.selectFrom("bookings").select("id").where("ends_at", "<", contactCutoff).execute(),
          ),
          subscribers: await deleted(
            tx.query
              .deleteFrom("subscribers")
              .where((eb) =>
                eb.or([
                  eb.and([eb("status", "=", "pending"), eb("updated_at", "<", unconfirmedCutoff)]),
                  eb.and([eb("status", "=", "unsubscribed"), eb("unsubscribed_at", "<", proofCutoff)]),
                ]),
              ),
          ),
        };
        // The rate limit's old hits (kept in the database on PostgreSQL), far past any window: with
        // the job's interval, none outlives what the privacy notice states (`config/retention.ts`).
        if (tx.engine === "postgres") {
          const hours = retention.rateLimitKeptHours - retention.retentionJobHours;
          await tx.query
            .deleteFrom("rate_limit_hits")
            .where("at", "<", new Date(now.getTime() - hours * 60 * 60 * 1000).toISOString())
            .execute();
        }
        return removed;
      });
    },
  };
}
