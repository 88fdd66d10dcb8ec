import type { ExpressionBuilder, Selectable } from "kysely";
import type { Lang } from "~/i18n/locales";
import type { Queryable } from "~/store/queryable";
import type { Tables } from "~/store/tables";

/**
 * The subscribers table as sending reads it: who an issue goes to, and the mark a refused address
 * gets. The list's own life (requests, confirmation, unsubscribing) is `subscriptions.server.ts`.
 */

/** The columns of a subscriber that say who and where: read as `SubscriberIdRow`. */
export const idColumns = ["id", "email", "lang", "status"] as const;

export interface SubscriberIdRow {
  id: number;
  email: string;
  /** None once the address unsubscribed: it keeps only the date and the proof of consent. */
  lang: Lang | null;
  status: Selectable<Tables["subscribers"]>["status"];
}

/** What sending an issue to a subscriber needs to know, read when the email leaves. */
export interface Recipient extends SubscriberIdRow {
  /** JSON: the interests' ids. */
  interests: string;
  bounced_at: string | null;
}

/** Who gets an issue: confirmed, and not an address the receiving side refused (bounced). */
export const mailable = (eb: ExpressionBuilder<Tables, "subscribers">) =>
  eb.and([eb("status", "=", "confirmed"), eb("bounced_at", "is", null)]);

/** A row whose `lang` the site wrote from a form's origin: one of its languages (none once unsubscribed). */
export const inLanguage = <Row extends { lang: string | null }>(row: Row | undefined) =>
  row as (Row & { lang: Lang | null }) | undefined;

/** The reads and the one mark an issue's sending makes (`delivery/newsletter-queue.server.ts`, `delivery/kinds/newsletter.server.ts`). */
export function createRecipients(db: Queryable) {
  return {
    /** A subscriber as an issue's email leaves (undefined: erased meanwhile). */
    async recipient(id: number): Promise<Recipient | undefined> {
      return inLanguage(
        await db.query
          .selectFrom("subscribers")
          .select([...idColumns, "interests", "bounced_at"])
          .where("id", "=", id)
          .executeTakeFirst(),
      );
    },
    /**
     * The receiving side refused the address for good: no issue goes to it again, until its owner
     * confirms a new subscription (which proves it works).
     */
    async markBounced(id: number, now: Date) {
      await db.query
        .updateTable("subscribers")
        .set({ bounced_at: now.toISOString(), updated_at: now.toISOString() })
        .where("id", "=", id)
        .where("bounced_at", "is", null)
        .execute();
    },
    /** How many subscribers an issue would go to now. */
    async mailableCount() {
      const { n } = await db.query
        .selectFrom("subscribers")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where(mailable)
        .executeTakeFirstOrThrow();
      return Number(n);
    },
    /** The languages of the subscribers an issue would go to now. */
    async mailableLanguages() {
      const rows = await db.query
        .selectFrom("subscribers")
        .select("lang")
        .distinct()
        .where(mailable)
        .orderBy("lang")
        .execute();
      // Mailable subscribers are confirmed: each has its language.
      return rows.flatMap((row) => inLanguage(row)?.lang ?? []);
    },
  };
}
