import type { Insertable, Selectable } from "kysely";
import type { Queryable } from "~/store/queryable";
import type { ContactMessagesTable, SubscribersTable } from "~/store/tables";
import { contactFieldColumns } from "./contact-fields";
import type { ContactInput, Origin } from "./types";

/** A contact message, as stored (`source`: the visitor's entry source that day, when known). */
export type ContactRow = Selectable<ContactMessagesTable>;

/** A subscriber (`consent`: JSON of a `ConsentRecord`, once the address has confirmed). */
export type SubscriberRow = Selectable<SubscribersTable>;

/**
 * Lead delivery's hook: runs inside the transaction that inserts a contact message, so the message
 * and its deliveries are stored together or not at all.
 */
export type OnContact = (
  tx: Queryable,
  contactId: number,
  input: ContactInput,
  origin: Origin,
) => Promise<void>;

/** Reads and writes leads. */
export function createLeadStore(db: Queryable, onContact?: OnContact) {
  return {
    /** Resolves once the message (and its deliveries) are committed: only then is the visitor told. */
    saveContact(input: ContactInput, origin: Origin) {
      return db.transaction(async (tx) => {
        const { id } = await tx.query
          .insertInto("contact_messages")
          .values({
            ...contactFieldColumns(input),
            lang: origin.lang,
            page: origin.page,
            created_at: origin.at.toISOString(),
            source: origin.source ?? null,
          } satisfies Insertable<ContactMessagesTable>)
          .returning("id")
          .executeTakeFirstOrThrow();
        await onContact?.(tx, id, input, origin);
      });
    },
    contacts(since = "") {
      return db.query
        .selectFrom("contact_messages")
        .selectAll()
        .where("created_at", ">=", since)
        .orderBy("id")
        .execute();
    },
    subscribers(since = "") {
      return db.query
        .selectFrom("subscribers")
        .selectAll()
        .where("updated_at", ">=", since)
        .orderBy("id")
        .execute();
    },
  };
}

export type LeadStore = ReturnType<typeof createLeadStore>;
