import type { Lang } from "~/i18n/locales";
import { browserLanguage, classify, type RequestFacts } from "./classify";
import { sourceKey, sourceOf } from "./source";
import type { AnalyticsStore, Count, Seen } from "./store.server";
import { dayOf } from "./days";
import { newSalt, visitorId } from "./visitor.server";

/**
 * The counting, in memory: each answered request is classified at once and added to counters that
 * a timer flushes to the store (`flushMs`, 10 s by default) and that `stop()` flushes on SIGTERM. A
 * `kill -9` loses what came since the last flush, at most one interval. The time comes from `now`
 * (the server passes its clock, which `ANALYTICS_CLOCK_OFFSET_MS` may move, for the tests of the
 * next day).
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

/** A request as the counter needs it: its facts, the client's address and whether it asked for privacy. */
export interface Answered {
  facts: RequestFacts;
  page: { path: string; data: boolean };
  status: number;
  address: string;
}

/** Distinct 404 paths a day and instance: more (a scanner) are counted under one key. */
const maxNotFoundPaths = 500;

const pageKey = (path: string, lang: Lang) => JSON.stringify([path, lang]);

/** Sec-GPC: 1 (Global Privacy Control): the request is a view, never a visitor. */
const asksPrivacy = (facts: RequestFacts) => facts.headers["sec-gpc"] === "1";

export function createCounter(store: AnalyticsStore, options: CounterOptions) {
  let counts = new Map<string, Count>();
  let seen: Seen[] = [];
  /** `day \t visitor \t scope` already queued by this instance: each is sent once. */
  const queued = new Map<string, Set<string>>();
  /** This instance's visitors of the day and their entry source, for the conversions. */
  const entries = new Map<string, string>();
  const salts = new Map<string, Promise<string>>();
  const pending = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<boolean> | undefined;
  let prunedFor = "";

  function add(day: string, kind: string, key: string, n = 1) {
    const id = `${day}\t${kind}\t${key}`;
    const count = counts.get(id);
    if (count) count.n += n;
    else counts.set(id, { day, kind, key, n });
  }

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

  /** Queues the visitor in a scope unless this instance already did today. */
  /**
   * Queues the visitor in a scope unless this instance already did today; `ifNew` is only built then
   * (a returning visitor, most views, costs two set lookups).
   */
  function see(
    day: string,
    visitor: string,
    scope: string,
    ifNew: () => Count[],
    source: string | null = null,
  ) {
    let set = queued.get(day);
    if (!set) queued.set(day, (set = new Set()));
    const id = `${visitor}\t${scope}`;
    if (set.has(id)) return;
    set.add(id);
    seen.push({ day, visitor, scope, source, ifNew: ifNew() });
  }

  function countVisitor(
    day: string,
    visitor: string,
    page: string,
    lang: Lang,
    browser: string,
    answered: Answered,
  ) {
    const one = (kind: string, key: string): Count => ({ day, kind, key, n: 1 });
    if (!queued.get(day)?.has(`${visitor}\t`)) {
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
      const distinct = [...counts.values()].filter((count) => count.kind === "notfound.views").length;
      const known = counts.has(`${day}\tnotfound.views\t${result.path}`);
      add(day, "notfound.views", known || distinct < maxNotFoundPaths ? result.path : "(other)");
      return;
    }
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
      countVisitor(day, visitorId(salt, answered.address, userAgent), page, result.lang, browser, answered);
      return;
    }
    const counted = saltOf(day).then(
      (salt) =>
        countVisitor(day, visitorId(salt, answered.address, userAgent), page, result.lang, browser, answered),
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
    const batch = { counts: [...counts.values()], seen };
    counts = new Map();
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
      for (const day of [...salts.keys(), ...queued.keys()]) {
        if (day < today) {
          salts.delete(day);
          knownSalts.delete(day);
          queued.delete(day);
        }
      }
      for (const key of entries.keys()) if (!key.startsWith(today)) entries.delete(key);
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
