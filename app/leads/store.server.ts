import type { Queryable } from "~/store/queryable";
import type { ContactInput, Origin } from "./types";

export interface ContactRow {
  id: number;
  created_at: string;
  lang: string;
  page: string;
  name: string;
  email: string;
  company: string | null;
  message: string;
  /** The visitor's entry source that day (`app/analytics/source.ts`), when known. */
  source: string | null;
}

export interface SubscriberRow {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  interests: string;
  lang: string;
  page: string;
  created_at: string;
  updated_at: string;
  status: "pending" | "confirmed" | "unsubscribed";
  /** JSON of a `ConsentRecord`, once the address has confirmed. */
  consent: string | null;
  unsubscribed_at: string | null;
}

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
        const row = await tx.get<{ id: number }>(
          `INSERT INTO contact_messages (created_at, lang, page, name, email, company, message, source)
           VALUES (@at, @lang, @page, @name, @email, @company, @message, @source) RETURNING id`,
          {
            name: input.name,
            email: input.email,
            company: input.company ?? null,
            message: input.message,
            lang: origin.lang,
            page: origin.page,
            at: origin.at.toISOString(),
            source: origin.source ?? null,
          },
        );
        await onContact?.(tx, row!.id, input, origin);
      });
    },
    contacts(since = "") {
      return db.all<ContactRow>(`SELECT * FROM contact_messages WHERE created_at >= ? ORDER BY id`, [since]);
    },
    subscribers(since = "") {
      return db.all<SubscriberRow>(`SELECT * FROM subscribers WHERE updated_at >= ? ORDER BY id`, [since]);
    },
  };
}

export type LeadStore = ReturnType<typeof createLeadStore>;
