import { canonicalMailbox } from "~/leads/mailbox";
import type { Queryable } from "~/store/queryable";
import type { Kind } from "./kinds.server";
import type { NewDelivery, Outbox } from "./outbox.server";

/**
 * Email to an address a visitor typed (the contact form's acknowledgement, the newsletter's
 * confirmation) is the one email anybody can make the site send to a stranger, so it is capped twice:
 * - **one of each kind per mailbox per 24 hours**, the mailbox read as its owner reads it
 *   (`leads/mailbox.ts`: case, `+tag`, Gmail's dots), so `victim+1@`, `victim+2@`… get one;
 * - **at most `VISITOR_MAIL_PER_HOUR` of all kinds together**, across every instance; past it none is
 *   queued, and the log says so once an hour (`/healthz` shows the hour's count beside the cap).
 * Neither cap delays the firm's own email. These kinds are claimed after it (priority 1), so a
 * visitor's refused or slow address never raises the firm's alert age (`Outbox.backlog`): their
 * policy, in `kinds.server.ts`.
 */

const day = 24 * 60 * 60 * 1000;
const hour = 60 * 60 * 1000;

export function createVisitorMail(outbox: Outbox, kinds: readonly Kind[], perHour: number) {
  let warnedAt = -Infinity;

  return {
    /**
     * Whether one more email of `kind` (one of `kinds`) to `recipient`, an address a visitor typed,
     * may be queued at `at`, inside the visitor's transaction `tx`.
     */
    async allowed(tx: Queryable, kind: Kind, recipient: string, at: Date) {
      const mailbox = canonicalMailbox(recipient);
      if (await outbox.queuedToMailbox(tx, kind, mailbox, new Date(at.getTime() - day))) return false;
      if (perHour === 0) return true;
      if ((await outbox.countQueued(tx, kinds, new Date(at.getTime() - hour))) < perHour) return true;
      if (at.getTime() - warnedAt >= hour) {
        warnedAt = at.getTime();
        console.error(
          `Visitor mail: ${perHour} acknowledgements and confirmations were queued in the last hour (VISITOR_MAIL_PER_HOUR); ` +
            "no more are sent until the hour's count falls. A flood of form posts? See npm run leads.",
        );
      }
      return false;
    },
    /** Queues it, once `allowed`, with its mailbox. */
    add(tx: Queryable, delivery: NewDelivery & { recipient: string }, at: Date) {
      return outbox.add(tx, { ...delivery, mailbox: canonicalMailbox(delivery.recipient) }, at);
    },
    /** For `/healthz`: the last hour's count and the cap (alert when they meet). */
    async lastHour(q: Queryable, now: Date) {
      return { queued: await outbox.countQueued(q, kinds, new Date(now.getTime() - hour)), perHour };
    },
  };
}
