import type { Claims } from "./outbox-claims.server";
import type { DeliveryRow } from "./outbox-types";

/**
 * Sends one delivery; throws to have it retried (a `PermanentFailure`: failed at once). Resolves to
 * `{ skipped }` when there was nothing left to send (a subscriber who left after it was queued).
 */
export type Sender = (delivery: DeliveryRow) => Promise<void | { skipped: string }>;

/** A refusal that no retry can change (a mailbox that does not exist): the delivery fails at once. */
export class PermanentFailure extends Error {}

/** How many deliveries a worker claims, and sends at once (the mailer keeps as many connections). */
export const claimBatch = 10;

export interface WorkerTimings {
  /** The first retry's delay; each next one doubles. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** A delivery still failing this long after it was queued is `failed`. */
  giveUpMs: number;
  pollMs: number;
  /** How long a claim lasts: a worker that dies holding a delivery loses it after this. */
  leaseMs: number;
}

/** `fetch failed: connect ECONNREFUSED 127.0.0.1:80`: the cause says what actually went wrong. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}

/** The delay before attempt `attempts + 1`: base, 2 × base, 4 × base… up to the maximum. */
export function retryDelay(attempts: number, timings: Pick<WorkerTimings, "retryBaseMs" | "retryMaxMs">) {
  return Math.min(timings.retryBaseMs * 2 ** Math.max(0, attempts - 1), timings.retryMaxMs);
}

/**
 * The outbox worker: claims due deliveries, sends them with the sender of their kind, records the
 * outcome (`senders`: `kinds.server.ts`, one per kind whose channel is configured). `wake()` starts a round at once (a new lead); a timer catches retries that fall due.
 */
export function createWorker(
  outbox: Claims,
  senders: Partial<Record<string, Sender>>,
  timings: WorkerTimings,
) {
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | undefined;
  let again = false;
  let stopping = false;

  async function deliver(row: DeliveryRow) {
    let outcome: void | { skipped: string };
    try {
      const sender = senders[row.kind];
      if (!sender) throw new Error(`no sender for delivery kind "${row.kind}"`);
      outcome = await sender(row);
    } catch (error) {
      const message = describeError(error).slice(0, 1000);
      const next = Date.now() + retryDelay(row.attempts, timings);
      // Given up on this long after it fell due: when it was queued, or the time it was queued for.
      const due = Date.parse(row.due_at ?? row.created_at);
      if (error instanceof PermanentFailure || next - due > timings.giveUpMs)
        await outbox.markFailed(row, message);
      else await outbox.markRetry(row, new Date(next), message);
      return;
    }
    if (outcome) await outbox.markSkipped(row, outcome.skipped, new Date());
    else await outbox.markSent(row, new Date());
  }

  async function runRound() {
    do {
      again = false;
      for (;;) {
        if (stopping) return;
        const rows = await outbox.claim(new Date(), timings.leaseMs, claimBatch);
        if (rows.length === 0) break;
        await Promise.all(rows.map(deliver));
      }
    } while (again && !stopping);
  }

  function wake() {
    if (stopping) return;
    if (round) {
      again = true;
      return;
    }
    round = runRound()
      .catch((error: unknown) => console.error("Outbox worker:", error))
      .finally(() => {
        round = undefined;
      });
  }

  return {
    start() {
      stopping = false;
      timer = setInterval(wake, timings.pollMs);
      timer.unref();
      wake();
    },
    /** A new delivery was committed: send it now rather than at the next poll. */
    wake() {
      // After the current transaction has committed.
      setImmediate(wake);
    },
    /** Stops claiming; waits (at most `waitMs`) for the sends under way. */
    async stop(waitMs = 5000) {
      stopping = true;
      clearInterval(timer);
      if (round) await Promise.race([round, new Promise((resolve) => setTimeout(resolve, waitMs).unref())]);
    },
  };
}
