import type { Lang } from "~/i18n/locales";
import { BoundedMap } from "~/lib/bounded-map";
import { bounds } from "./bounds";
import { browserLanguage, classify, type RequestFacts } from "./classify";
import { sourceKey, sourceOf } from "./source";
import type { AnalyticsStore, Count, Seen } from "./store.server";
import { createCountBuffer } from "./count-buffer.server";
import { dayOf } from "./days";
import { createNetworkTallies, type NetworkTally } from "./network-tallies";
import type { CountKind } from "./kinds";
import { newSalt, visitorId } from "./visitor.server";

/**
 * The counting, in memory: each answered request is classified at once and added to counters that
 * a timer flushes to the store (`flushMs`, 10 s by default) and that `stop()` flushes on SIGTERM. A
 * `kill -9` loses what came since the last flush, at most one interval. The time comes from `now`
 * (the server passes its clock, which `ANALYTICS_CLOCK_OFFSET_MS` may move, for the tests of the
 * next day). Whatever clients send, what it holds is bounded (`bounds.ts`): the visitors it remembers
 * are the most recent, the store de-duplicates the rest; a client network's new visitors and views
 * are capped a day; keys made of what clients send are capped a day, the rest counted as "other".
 */
export interface CounterOptions {
  now: () => Date;
  flushMs: number;
  retentionDays: number;
  /** The site's own host names: a `Referer` from them is no source. */
  ownHosts: string[];
  /** Runs after each flush (the weekly digest's check). */
  afterFlush?: (now: Date) => Promise<void>;
}

/** A request as the counter needs it: its facts, its status, the client's address and network. */
export interface Answered {
  facts: RequestFacts;
  page: { path: string };
  status: number;
  address: string;
  /** The client's network, as the caps count it: the IPv4 address, or the IPv6 /64. */
  network: string;
}

/** A 404's path as stored and shown: printable ASCII, anything else percent-encoded, at most 200 characters. */
const printablePath = (path: string) =>
  path.replace(/[^\x21-\x7e]/g, (char) => encodeURIComponent(char)).slice(0, 200);

const pageKey = (path: string, lang: Lang) => JSON.stringify([path, lang]);

/** Sec-GPC: 1 (Global Privacy Control): the request is a view, never a visitor. */
const asksPrivacy = (facts: RequestFacts) => facts.headers["sec-gpc"] === "1";

export function createCounter(store: AnalyticsStore, options: CounterOptions) {
  const counts = createCountBuffer();
  const add = counts.add;
  const networks = createNetworkTallies();
  let seen: Seen[] = [];
  /**
   * `day \t visitor \t scope` recently queued by this instance (true: each is sent once), or, for
   * the day's scope, found past its network's cap (false: it counts as capped once).
   */
  const queued = new BoundedMap<string, boolean>(bounds.queued);
  /** Recent visitors of the day and their entry source, for the conversions. */
  const entries = new BoundedMap<string, string>(bounds.entries);
  const salts = new Map<string, Promise<string>>();
  const pending = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<boolean> | undefined;
  let prunedFor = "";

  /** The salts already read: a view's hash is computed at once, with no promise, on all but the first. */
  const knownSalts = new Map<string, string>();

  function saltOf(day: string) {
    let salt = salts.get(day);
    if (!salt) {
      salt = store.salt(day, newSalt(), options.now());
      salt.then(
        (value) => knownSalts.set(day, value),
        () => salts.delete(day),
      );
      salts.set(day, salt);
    }
    return salt;
  }

  /**
   * Queues the visitor in a scope unless this instance did so recently; `ifNew` is only built then
   * (a returning visitor, most views, costs a map lookup).
   */
  function see(
    day: string,
    visitor: string,
    scope: string,
    ifNew: () => Count[],
    source: string | null = null,
  ) {
    const id = `${day}\t${visitor}\t${scope}`;
    if (queued.get(id) !== undefined) return;
    queued.set(id, true);
    seen.push({ day, visitor, scope, source, ifNew: ifNew() });
    if (seen.length >= bounds.pendingVisitors) void flush();
  }

  function countVisitor(
    day: string,
    visitor: string,
    page: string,
    lang: Lang,
    browser: string,
    answered: Answered,
    tally: NetworkTally,
  ) {
    const one = (kind: CountKind, key: string): Count => ({ day, kind, key, n: 1 });
    const dayScope = `${day}\t${visitor}\t`;
    const known = queued.get(dayScope);
    if (known === false) return;
    if (known === undefined) {
      // A visitor new to this process: one of the network's day, up to its cap.
      if (tally.visitors >= bounds.visitorsPerNetwork) {
        queued.set(dayScope, false);
        add(day, "capped.visitors", "");
        return;
      }
      tally.visitors += 1;
      const url = answered.facts.url;
      const query = url.includes("?") ? url.slice(url.indexOf("?")) : "";
      const referer = answered.facts.headers.referer;
      const source = sourceKey(sourceOf(query, typeof referer === "string" ? referer : "", options.ownHosts));
      entries.set(`${day}\t${visitor}`, source);
      const ifNew = () => [
        one("visitors", ""),
        one("source.visitors", source),
        one("page.entries", page),
        one("browser.visitors", browser),
      ];
      see(day, visitor, "", ifNew, source);
    }
    see(day, visitor, `page:${page}`, () => [one("page.visitors", page)]);
    see(day, visitor, `lang:${lang}`, () => [one("lang.visitors", lang)]);
  }

  /** Counts one answered request, if it is a view or a 404. */
  function record(answered: Answered) {
    const result = classify(answered.facts, answered.page, answered.status);
    if (result.kind === "none") return;
    const day = dayOf(options.now());
    if (result.kind === "notFound") {
      add(day, "notfound.views", printablePath(result.path));
      return;
    }
    const tally = networks.of(day, answered.network);
    if (tally.views >= bounds.viewsPerNetwork) {
      add(day, "capped.views", "");
      return;
    }
    tally.views += 1;
    const acceptLanguage = answered.facts.headers["accept-language"];
    const browser = browserLanguage(typeof acceptLanguage === "string" ? acceptLanguage : "");
    const page = pageKey(result.path, result.lang);
    add(day, "page.views", page);
    add(day, "lang.views", result.lang);
    add(day, "browser.views", browser);
    if (asksPrivacy(answered.facts)) return;
    const userAgent = String(answered.facts.headers["user-agent"] ?? "");
    const salt = knownSalts.get(day);
    if (salt !== undefined) {
      const visitor = visitorId(salt, answered.address, userAgent);
      countVisitor(day, visitor, page, result.lang, browser, answered, tally);
      return;
    }
    const counted = saltOf(day).then(
      (salt) =>
        countVisitor(
          day,
          visitorId(salt, answered.address, userAgent),
          page,
          result.lang,
          browser,
          answered,
          tally,
        ),
      (error: unknown) => console.error("Analytics: no salt for the day, visitor not counted:", error),
    );
    pending.add(counted);
    void counted.finally(() => pending.delete(counted));
  }

  /**
   * The entry source of the visitor who sends a form post (same address and browser, same day:
   * same hash), as a source key; undefined for a `Sec-GPC` request or a visitor no instance has
   * recorded (a post with no page view before it, or one seen by another instance less than one
   * flush ago).
   */
  async function sourceOfPost(facts: RequestFacts, address: string): Promise<string | undefined> {
    if (asksPrivacy(facts)) return undefined;
    const day = dayOf(options.now());
    const visitor = visitorId(await saltOf(day), address, String(facts.headers["user-agent"] ?? ""));
    return entries.get(`${day}\t${visitor}`) ?? (await store.entrySource(day, visitor));
  }

  async function flushNow() {
    await Promise.all(pending);
    const now = options.now();
    const today = dayOf(now);
    const batch = { counts: counts.take(), seen };
    seen = [];
    if (batch.counts.length + batch.seen.length > 0) {
      try {
        await store.flush(batch.seen, batch.counts);
      } catch (error) {
        // Kept for the next flush: the database may be back by then.
        for (const count of batch.counts) add(count.day, count.kind, count.key, count.n);
        seen.unshift(...batch.seen);
        throw error;
      }
    }
    if (prunedFor !== today) {
      await store.prune(today, options.retentionDays);
      prunedFor = today;
      // Yesterday's salt stays in the store for a late post; this instance forgets older days.
      for (const day of [...salts.keys()]) {
        if (day < today) {
          salts.delete(day);
          knownSalts.delete(day);
        }
      }
      for (const map of [queued, entries]) {
        for (const key of [...map.keys()]) if (!key.startsWith(today)) map.delete(key);
      }
    }
    await options.afterFlush?.(now);
  }

  /** Resolves to whether the counts reached the store (they are kept for the next one if not). */
  function flush() {
    flushing ??= flushNow()
      .then(
        () => true,
        (error: unknown) => {
          console.error("Analytics flush failed:", error);
          return false;
        },
      )
      .finally(() => {
        flushing = undefined;
      });
    return flushing;
  }

  return {
    record,
    sourceOfPost,
    flush,
    /** What this process holds now, by structure: each within its bound (`bounds.ts`). */
    held() {
      return {
        queued: queued.size,
        entries: entries.size,
        networks: networks.size,
        counts: counts.size,
        seen: seen.length,
      };
    },
    start() {
      void flush();
      timer = setInterval(() => void flush(), options.flushMs);
      timer.unref();
    },
    /** On SIGTERM: the last counts reach the store before the process ends. */
    async stop() {
      clearInterval(timer);
      await flushing;
      // A failed last flush is tried again twice: after it, the counts are gone.
      for (let attempt = 0; attempt < 3 && !(await flush()); attempt++);
    },
  };
}

export type Counter = ReturnType<typeof createCounter>;
