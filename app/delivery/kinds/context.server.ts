import type { Env } from "~/config/env.server";
import type { Database } from "~/store/queryable";
import { type createMailer, isRecipientRefused, type Mail } from "../mailer.server";

type Mailer = ReturnType<typeof createMailer>;

/** What every kind's senders are given (`delivery.server.ts` makes it once, with mail configured). */
export interface MailContext {
  db: Database;
  env: Env;
  mailer: Mailer;
  /** `MAIL_FROM`: the sender of every email, and the domain of their Message-IDs. */
  from: string;
  /**
   * Sends to an address a visitor typed: one the receiving server refuses for good (a typo, a
   * mailbox that does not exist) ends the delivery at once, skipped, not retried for 48 hours.
   */
  toVisitor(mail: Mail): Promise<void | { skipped: string }>;
}

export function mailContext(db: Database, env: Env, mailer: Mailer, from: string): MailContext {
  return {
    db,
    env,
    mailer,
    from,
    async toVisitor(mail) {
      try {
        await mailer.send(mail);
      } catch (error) {
        if (!isRecipientRefused(error)) throw error;
        return { skipped: `refused by the recipient's mail server: ${(error as Error).message}` };
      }
    },
  };
}
