import type Database from "better-sqlite3";
import type { Lang } from "~/i18n/locales";
import type { ContactInput } from "./schemas";

/** Where a submission came from: recorded with every lead. */
export interface Origin {
  lang: Lang;
  /** The path of the page the form was on, e.g. `/pt/contact`. */
  page: string;
  at: Date;
}

export interface ContactRow {
  id: number;
  created_at: string;
  lang: string;
  page: string;
  name: string;
  email: string;
  company: string | null;
  message: string;
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
 * Lead delivery's hook (issue 11): runs inside the transaction that inserts a contact message, so
 * the message and its deliveries are stored together or not at all.
 */
export type OnContact = (contactId: number, input: ContactInput, origin: Origin) => void;

/** Reads and writes leads, with statements prepared once. */
export function createLeadStore(db: Database.Database, onContact?: OnContact) {
  const insertContact = db.prepare(
    `INSERT INTO contact_messages (created_at, lang, page, name, email, company, message)
     VALUES (@at, @lang, @page, @name, @email, @company, @message)`,
  );
  const saveContact = db.transaction((input: ContactInput, origin: Origin) => {
    const { lastInsertRowid } = insertContact.run({
      ...input,
      company: input.company ?? null,
      lang: origin.lang,
      page: origin.page,
      at: origin.at.toISOString(),
    });
    onContact?.(Number(lastInsertRowid), input, origin);
  });
  const contactsSince = db.prepare(`SELECT * FROM contact_messages WHERE created_at >= ? ORDER BY id`);
  const subscribersSince = db.prepare(`SELECT * FROM subscribers WHERE updated_at >= ? ORDER BY id`);

  return {
    saveContact(input: ContactInput, origin: Origin) {
      saveContact(input, origin);
    },
    contacts(since = "") {
      return contactsSince.all(since) as ContactRow[];
    },
    subscribers(since = "") {
      return subscribersSince.all(since) as SubscriberRow[];
    },
  };
}

export type LeadStore = ReturnType<typeof createLeadStore>;
