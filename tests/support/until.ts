import { setTimeout as sleep } from "node:timers/promises";

/** Polls `check` (sync or async) every 50 ms until it gives a truthy value, which it returns; fails after `timeoutMs`. */
export async function until<T>(
  what: string,
  check: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(50);
  }
}

/**
 * A time limit for `units` of work (posts answered, emails sent, pages served): a minute for starting
 * servers, plus `msEach` a unit, some thirty times what a post takes on an idle machine (5-10 ms; at
 * load 20, beside three other test files, 1,000 posts took more than 160 s). A limit from the work,
 * not from a throughput: it decides only how long a real failure (a hang, a lost row) takes to
 * report, never whether a slow machine passes.
 */
export const timeFor = (units: number, msEach = 250) => 60_000 + units * msEach;
