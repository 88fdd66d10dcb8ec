import type { DeleteResult, ExpressionBuilder, Selectable } from "kysely";
import { retention } from "~/config/retention";
import { sameText } from "~/store/engine-specific";
import type { Database, Queryable } from "~/store/queryable";
import type { BookingsTable, SubscriptionRequestsTable, Tables } from "~/store/tables";
import type { DeliveryRow } from "~/delivery/outbox-types";
import { unconfirmedRetentionDays } from "~/newsletter/subscriptions.server";
import type { ContactRow, SubscriberRow } from "~/leads/store.server";
import { canonicalMailbox } from "~/leads/mailbox";

/**
 * Told, in the transaction that deletes them, which leads are gone (an erasure, or the retention
 * job): the contact messages and the bookings a CRM received, so that it deletes them too
 * (`delivery.onLeadsErased`).
 */
export type OnLeadsErased = (
  tx: Queryable,
  erased: ErasedLeads,
  reason: "request" | "retention",
) => Promise<void>;
export interface ErasedLeads {
  contacts: number[];
  bookings: string[];
}

/** Everything stored about one address: what `npm run leads -- --person` prints. */
export interface PersonRecord {
  email: string;
  /**
   * The other spellings of the same mailbox the database holds (`Ana.Souza+news@gmail.com` for
   * `anasouza@gmail.com`: `leads/mailbox.ts`): the same person, to look up too; `erase` takes them all.
   */
  otherSpellings: string[];
  contactMessages: ContactRow[];
  subscriber:
    | (Omit<SubscriberRow, "consent" | "interests"> & { interests: string[]; consent: unknown })
    | null;
  subscriptionRequests: Omit<Selectable<SubscriptionRequestsTable>, "token_hash">[];
  /** The calls booked from this address (`/book`), booked or cancelled. */
  bookings: Omit<Selectable<BookingsTable>, "token_hash">[];
  deliveries: DeliveryRow[];
}

/** A correction a person asked for: the right address, their name as it should read. */
export interface Correction {
  email?: string;
  /** On contact messages. */
  name?: string;
  /** On the newsletter subscription and its requests. */
  firstName?: string;
  lastName?: string;
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
export function createDataRights(
  db: Queryable & Pick<Database, "exclusively">,
  onLeadsErased: OnLeadsErased = async () => {},
) {
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

  /** Every address stored anywhere whose mailbox is `email`'s, `email` itself first if stored. */
  async function spellingsOf(q: Queryable, email: string): Promise<string[]> {
    const mailbox = canonicalMailbox(email);
    const stored = await Promise.all([
      q.query.selectFrom("contact_messages").select("email as address").distinct().execute(),
      q.query.selectFrom("subscribers").select("email as address").distinct().execute(),
      q.query.selectFrom("subscription_requests").select("email as address").distinct().execute(),
      q.query
        .selectFrom("outbox")
        .select("recipient as address")
        .where("recipient", "is not", null)
        .distinct()
        .execute(),
    ]);
    const found = new Map<string, string>();
    for (const { address } of stored.flat()) {
      if (address && canonicalMailbox(address) === mailbox) found.set(address.toLowerCase(), address);
    }
    return [...found.values()];
  }

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
      const otherSpellings = (await spellingsOf(db, email)).filter(
        (address) => address.toLowerCase() !== email.toLowerCase(),
      );
      return {
        email,
        otherSpellings,
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

    /**
     * Corrects an address or a name everywhere it is stored (messages, subscription and its requests,
     * and where emails not yet sent are going); resolves to how many rows changed. A new address that
     * already has a subscription of its own is refused: the person is asked which one to keep.
     */
    correct(email: string, correction: Correction): Promise<number> {
      return db.transaction(async (tx) => {
        let changed = 0;
        const update = async <T extends "contact_messages" | "subscribers" | "subscription_requests">(
          table: T,
          values: Record<string, string>,
        ) => {
          if (Object.keys(values).length === 0) return;
          const result = await tx.query
            .updateTable(table as "contact_messages")
            .set(values)
            .where(sameText(tx, "email", email))
            .executeTakeFirst();
          changed += Number(result.numUpdatedRows);
        };
        const { email: newEmail, name, firstName, lastName } = correction;
        if (newEmail && newEmail.toLowerCase() !== email.toLowerCase()) {
          const taken = await tx.query
            .selectFrom("subscribers")
            .select("id")
            .where(sameText(tx, "email", newEmail))
            .executeTakeFirst();
          const own = await tx.query
            .selectFrom("subscribers")
            .select("id")
            .where(sameText(tx, "email", email))
            .executeTakeFirst();
          if (taken && own)
            throw new Error(`${newEmail} has a subscription of its own: erase one of the two first.`);
        }
        const given = (values: Record<string, string | undefined>) =>
          Object.fromEntries(Object.entries(values).filter(([, value]) => value)) as Record<string, string>;
        await update("contact_messages", given({ email: newEmail, name }));
        const subscription = given({ email: newEmail, first_name: firstName, last_name: lastName });
        await update("subscribers", subscription);
        await update("subscription_requests", subscription);
        if (newEmail) {
          const result = await tx.query
            .updateTable("outbox")
            .set({ recipient: newEmail })
            .where(sameText(tx, "recipient", email))
            .where("state", "=", "pending")
            .executeTakeFirst();
          changed += Number(result.numUpdatedRows);
        }
        return changed;
      });
    },

    /**
     * Deletes every trace of the address and of its mailbox's other spellings: messages,
     * subscription, requests, queued emails; a CRM that received the messages is told to delete them.
     */
    erase(email: string): Promise<Removed> {
      return db.transaction(async (tx) => {
        const removed: Removed = {
          deliveries: 0,
          contactMessages: 0,
          subscriptionRequests: 0,
          subscribers: 0,
          bookings: 0,
        };
        const erased: ErasedLeads = { contacts: [], bookings: [] };
        for (const address of new Set([email, ...(await spellingsOf(tx, email))])) {
          const ids = await tx.query
            .selectFrom("contact_messages")
            .select("id")
            .where(sameText(tx, "email", address))
            .execute();
          removed.deliveries += await deleted(tx.query.deleteFrom("outbox").where(deliveriesOf(tx, address)));
          removed.contactMessages += await deleted(
            tx.query.deleteFrom("contact_messages").where(sameText(tx, "email", address)),
          );
          removed.subscriptionRequests += await deleted(
            tx.query.deleteFrom("subscription_requests").where(sameText(tx, "email", address)),
          );
          removed.subscribers += await deleted(
            tx.query.deleteFrom("subscribers").where(sameText(tx, "email", address)),
          );
          const bookings = await tx.query
            .selectFrom("bookings")
            .select("id")
            .where(sameText(tx, "email", address))
            .execute();
          removed.bookings += await deleteBookings(tx, bookings);
          erased.contacts.push(...ids.map((row) => Number(row.id)));
          erased.bookings.push(...bookings.map((row) => row.id));
        }
        if (erased.contacts.length + erased.bookings.length > 0) await onLeadsErased(tx, erased, "request");
        return removed;
      });
    },

    /**
     * The daily retention job: contact messages older than `retentionDays` (with their deliveries),
     * subscription requests and unconfirmed subscribers older than 30 days, and what an address that
     * unsubscribed kept (the date, the proof of consent) `retention.unsubscribedProofDays` after it left. Several instances
     * on one PostgreSQL run it one at a time: resolves to `undefined` when another is running it.
     */
    applyRetention(now: Date, retentionDays: number): Promise<Removed | undefined> {
      const deletedAndTold = async (tx: Queryable, cutoff: string) => {
        const ids = await tx.query
          .selectFrom("contact_messages")
          .select("id")
          .where("created_at", "<", cutoff)
          .execute();
        if (ids.length === 0) return 0;
        await onLeadsErased(tx, { contacts: ids.map((row) => Number(row.id)), bookings: [] }, "retention");
        return deleted(tx.query.deleteFrom("contact_messages").where("created_at", "<", cutoff));
      };
      const expiredBookingsDeletedAndTold = async (tx: Queryable, cutoff: string) => {
        const bookings = await tx.query
          .selectFrom("bookings")
          .select("id")
          .where("ends_at", "<", cutoff)
          .execute();
        if (bookings.length === 0) return 0;
        await onLeadsErased(tx, { contacts: [], bookings: bookings.map((row) => row.id) }, "retention");
        return deleteBookings(tx, bookings);
      };
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
          contactMessages: await deletedAndTold(tx, contactCutoff),
          subscriptionRequests: await deleted(
            tx.query.deleteFrom("subscription_requests").where("created_at", "<", unconfirmedCutoff),
          ),
          // A booked call is kept as long as a message, counted from the call (or its time, cancelled).
          bookings: await expiredBookingsDeletedAndTold(tx, contactCutoff),
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
