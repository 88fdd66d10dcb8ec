import { spawn } from "node:child_process";
import path from "node:path";
import readline from "node:readline";
import { pathToFileURL } from "node:url";
import { parseEnv } from "../../app/config/env.server";
import type {
  BookingOutcome,
  BookingRequest,
  BookingView,
  OfferedSlot,
  VisitorNeed,
} from "../../app/booking/service";
import { databaseEnv } from "./engine";
import { builtSiteUrl, serverScript } from "./server-process";
import { until } from "./until";

/**
 * A server instance's booking service (`runtime.booking`) in a process of its own: the built
 * server's entry (`build/server/index.js`) opens its runtime on the test's database, as `npm start`
 * does, and answers the test's calls over its stdin and stdout, one JSON line each. Until the
 * booking page is merged, the server tests drive bookings through this; then through `POST /book`.
 * `hold` makes every call wait for `release()`, so that calls from several instances start together.
 * The outbox worker runs only with `worker: true`: without it, what a booking queues stays queued.
 */
const child = `
import readline from "node:readline";
const { entry } = await import(process.env.BOOKING_BUILD);
const runtime = await entry.module.createRuntime(JSON.parse(process.env.BOOKING_ENV));
if (process.env.BOOKING_WORKER === "1") runtime.delivery.worker.start();
let released;
const gate = new Promise((resolve) => (released = resolve));
const lines = readline.createInterface({ input: process.stdin });
const answer = (id, value) => process.stdout.write(JSON.stringify({ id, ...value }) + "\\n");
lines.on("line", async (line) => {
  const { id, method, args, hold } = JSON.parse(line);
  if (method === "release") { released(); return answer(id, { value: null }); }
  if (method === "close") { await runtime.close(); answer(id, { value: null }); process.exit(0); }
  if (hold) await gate;
  try {
    const value = await runtime.booking[method](...args.slice(0, -1), new Date(args.at(-1)));
    answer(id, { value: value ?? null });
  } catch (error) {
    answer(id, { error: String(error && error.stack || error) });
  }
});
answer(0, { value: "ready" });
`;

export interface BookingInstance {
  freeSlots(visitor: VisitorNeed, now: Date): Promise<OfferedSlot[]>;
  book(request: BookingRequest, now: Date, options?: { hold?: boolean }): Promise<BookingOutcome>;
  find(token: string, now: Date): Promise<BookingView | undefined>;
  cancel(token: string, now: Date): Promise<BookingView | undefined>;
  /** Lets every held call go at once. */
  release(): Promise<void>;
  /** SIGKILL: nothing finishes. */
  kill(): Promise<void>;
  close(): Promise<void>;
  output(): string;
}

export async function startBookingInstance(
  dataDir: string,
  settings: Record<string, string>,
  { worker = false } = {},
): Promise<BookingInstance> {
  const database = settings.DATABASE_URL === undefined ? await databaseEnv(dataDir) : {};
  const env = parseEnv({ SITE_URL: builtSiteUrl(), DATA_DIR: dataDir, ...database, ...settings });
  const build = pathToFileURL(path.resolve(path.dirname(serverScript()), "server/index.js")).href;
  const process_ = spawn(process.execPath, ["--input-type=module", "-e", child], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      BOOKING_BUILD: build,
      BOOKING_ENV: JSON.stringify(env),
      BOOKING_WORKER: worker ? "1" : "0",
    },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let log = "";
  process_.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const waiting = new Map<number, (line: { value?: unknown; error?: string }) => void>();
  let ready = false;
  readline.createInterface({ input: process_.stdout }).on("line", (line) => {
    let parsed: { id: number; value?: unknown; error?: string };
    try {
      parsed = JSON.parse(line) as typeof parsed;
    } catch {
      log += `${line}\n`;
      return;
    }
    if (parsed.id === 0) ready = true;
    waiting.get(parsed.id)?.(parsed);
    waiting.delete(parsed.id);
  });
  const exited = new Promise<void>((resolve) => process_.once("exit", () => resolve()));
  await until(`the booking instance to open its runtime\n${log}`, () => ready || process_.exitCode !== null);
  if (!ready) throw new Error(`The booking instance did not start:\n${log}`);

  let next = 1;
  const call = <T>(method: string, args: unknown[] = [], hold = false) =>
    new Promise<T>((resolve, reject) => {
      const id = next++;
      waiting.set(id, ({ value, error }) =>
        error ? reject(new Error(error)) : resolve((value ?? undefined) as T),
      );
      process_.stdin.write(`${JSON.stringify({ id, method, args, hold })}\n`);
    });
  const at = (now: Date) => now.toISOString();

  return {
    freeSlots: (visitor, now) => call("freeSlots", [visitor, at(now)]),
    book: (request, now, { hold = false } = {}) => call("book", [request, at(now)], hold),
    find: (token, now) => call("find", [token, at(now)]),
    cancel: (token, now) => call("cancel", [token, at(now)]),
    release: () => call("release"),
    async kill() {
      process_.kill("SIGKILL");
      await exited;
    },
    async close() {
      if (process_.exitCode !== null || process_.signalCode !== null) return;
      await call("close");
      await exited;
    },
    output: () => log,
  };
}
