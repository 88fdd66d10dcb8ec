import { canonicalMailbox } from "~/leads/mailbox";
import { createRateLimiter } from "~/forms/rate-limit.server";
import type { Queryable } from "~/store/queryable";
import type { Kind } from "./kinds.server";
import type { NewDelivery, Outbox } from "./outbox.server";

/**
 * Email to an address a visitor typed (the contact form's acknowledgement, the newsletter's
 * confirmation) is the one email anybody can make the site send to a stranger, so it is capped:
 * - **one of each kind per mailbox per 24 hours**, the mailbox read as its owner reads it
 *   (`leads/mailbox.ts`: case, `+tag`, Gmail's dots), so `victim+1@`, `victim+2@`… get one;
 * - **at most `VISITOR_MAIL_PER_HOUR` of all kinds together**, across every instance;
 * - **at most a tenth of that (`networkShare`) for one client network**, an IPv6 /48 (every /56 and
 *   /64 in it: a home or an office is given a /48 or a /56, not one address) or an IPv4 /24
 *   (`budgetNetwork`), so that one client cannot spend the hour's budget and silence everyone else.
 * Past a cap, nothing is queued and the email is **held**: the caller tells the visitor (the
 * newsletter's form asks them to try again later; the contact form's answer never promised an
 * email) and the log tells the firm, once an hour for the whole budget and once an hour per network;
 * `/healthz` shows the hour's counts to the operators (docs/lead-delivery.md).
 * Neither cap delays the firm's own email. These kinds are claimed after it (priority 1), so a
 * visitor's refused or slow address never raises the firm's alert age (`Outbox.backlog`): their
 * policy, in `kinds.server.ts`.
 */

/** The part of the hourly budget one client network may use. */
export const networkShare = 0.1;

/** Whether an email may go: queued, already sent to that mailbox today, or held by a cap. */
export type VisitorMailVerdict = "queue" | "duplicate" | "held";

const day = 24 * 60 * 60 * 1000;
const hour = 60 * 60 * 1000;

/**
 * The network a share of the budget is counted by, from the rate limit's (`clientNetwork`: an IPv4
 * address, or an IPv6 /64): its IPv4 /24, or its IPv6 /48.
 */
export function budgetNetwork(network: string | undefined): string {
  if (!network) return "unknown";
  const ipv4 = /^(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/.exec(network);
  if (ipv4) return `${ipv4[1]}.0/24`;
  const ipv6 = /^([0-9a-f]{1,4}:[0-9a-f]{1,4}:[0-9a-f]{1,4}):[0-9a-f]{1,4}::\/64$/i.exec(network);
  if (ipv6) return `${ipv6[1]}::/48`;
  return network;
}

export function createVisitorMail(db: Queryable, outbox: Outbox, kinds: readonly Kind[], perHour: number) {
  const perNetwork = perHour === 0 ? 0 : Math.max(1, Math.ceil(perHour * networkShare));
  // Counted like the forms' rate limit: in memory on SQLite (one process), in the database on
  // PostgreSQL (every instance), inside the visitor's transaction; a network's count is kept an hour.
  const window = { limit: perNetwork, windowMs: hour };
  const inMemory = db.engine === "sqlite" ? createRateLimiter(db, window) : undefined;
  const networks = (tx: Queryable) => inMemory ?? createRateLimiter(tx, window);
  let warnedAt = -Infinity;
  const networksWarnedAt = new Map<string, number>();
  // How many were held in each minute of the last hour, for `/healthz`.
  const heldByMinute = new Map<number, number>();
  const heldLastHour = (now: number) => {
    let total = 0;
    for (const [minute, count] of heldByMinute)
      if (minute * 60_000 <= now - hour) heldByMinute.delete(minute);
      else total += count;
    return total;
  };

  function held(at: Date, warning: string, network?: string) {
    const now = at.getTime();
    const minute = Math.floor(now / 60_000);
    heldByMinute.set(minute, (heldByMinute.get(minute) ?? 0) + 1);
    heldLastHour(now);
    const last = network === undefined ? warnedAt : (networksWarnedAt.get(network) ?? -Infinity);
    if (now - last >= hour) {
      if (network === undefined) warnedAt = now;
      else {
        for (const [key, time] of networksWarnedAt) if (time <= now - hour) networksWarnedAt.delete(key);
        networksWarnedAt.set(network, now);
      }
      console.error(warning);
    }
    return "held" as const;
  }

  /**
   * Whether one more email of `kind` (one of `kinds`) to `recipient`, an address a visitor typed
   * from `network` (`clientNetwork`), may be queued at `at`, inside the visitor's transaction `tx`.
   */
  async function verdict(
    tx: Queryable,
    kind: Kind,
    recipient: string,
    at: Date,
    network: string | undefined,
  ): Promise<VisitorMailVerdict> {
    const mailbox = canonicalMailbox(recipient);
    if (await outbox.queuedToMailbox(tx, kind, mailbox, new Date(at.getTime() - day))) return "duplicate";
    if (perHour === 0) return "queue";
    if ((await outbox.countQueued(tx, kinds, new Date(at.getTime() - hour))) >= perHour)
      return held(
        at,
        `Visitor mail: ${perHour} acknowledgements and confirmations were queued in the last hour (VISITOR_MAIL_PER_HOUR); ` +
          "no more are sent until the hour's count falls, and newsletter sign-ups are asked to try again later. A flood of form posts? See npm run leads.",
      );
    const key = budgetNetwork(network);
    if (!(await networks(tx).hit(`visitor-mail:${key}`, at.getTime())).allowed)
      return held(
        at,
        `Visitor mail: the network ${key} used its share of the hour's budget (${perNetwork} of ${perHour}); ` +
          "its visitors' acknowledgements and confirmations are held for the hour, and its newsletter sign-ups are asked to try again later.",
        key,
      );
    return "queue";
  }

  return {
    verdict,
    /** Whether it may be queued now (`verdict`), for a caller with nothing to tell the visitor. */
    allowed: async (...args: Parameters<typeof verdict>) => (await verdict(...args)) === "queue",
    /** Queues it, once `allowed`, with its mailbox. */
    add(tx: Queryable, delivery: NewDelivery & { recipient: string }, at: Date) {
      return outbox.add(tx, { ...delivery, mailbox: canonicalMailbox(delivery.recipient) }, at);
    },
    /**
     * For `/healthz`: the last hour's count and the caps (alert when `queued` meets `perHour`), and
     * how many were held by this instance in the last hour (alert when above 0).
     */
    async lastHour(q: Queryable, now: Date) {
      return {
        queued: await outbox.countQueued(q, kinds, new Date(now.getTime() - hour)),
        perHour,
        perNetwork,
        held: heldLastHour(now.getTime()),
      };
    },
  };
}
