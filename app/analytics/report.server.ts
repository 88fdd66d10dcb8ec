import type { Queryable } from "~/store/queryable";
import { sourceFromKey } from "./source";
import { addDays } from "./days";
import { kindParts } from "./kinds";

/**
 * What the firm reads (`npm run stats`, the weekly digest): the daily aggregates of the
 * days `since`..`until` (UTC, inclusive) summed, and the conversions of those days from the stored
 * leads: contact messages, booked calls (not counting a booking moved to another time again), and
 * newsletter requests that were confirmed, each credited to its page,
 * language and the visitor's entry source of that day. `visitors` over several days is a sum of
 * daily visitors: one person on three days counts three times.
 */
export interface Stats {
  total: { views: number; visitors: number; contacts: number; bookings: number; subscriptions: number };
  pages: PageStats[];
  sources: SourceStats[];
  languages: {
    lang: string;
    views: number;
    visitors: number;
    contacts: number;
    bookings: number;
    subscriptions: number;
  }[];
  browserLanguages: { language: string; views: number; visitors: number }[];
  notFound: { path: string; views: number }[];
  /** Views and new visitors not counted: past one client network's daily caps (`bounds.ts`). */
  capped: { views: number; visitors: number };
}

export interface PageStats {
  path: string;
  lang: string;
  views: number;
  visitors: number;
  entries: number;
  contacts: number;
  bookings: number;
  subscriptions: number;
}

export interface SourceStats {
  source: string;
  medium: string | null;
  campaign: string | null;
  visitors: number;
  contacts: number;
  bookings: number;
  subscriptions: number;
}

interface Conversion {
  kind: "contacts" | "bookings" | "subscriptions";
  page: string;
  lang: string;
  source: string | null;
}

/** Sums by key, keeping the first value made for each. */
function grouped<T>(make: (key: string) => T) {
  const map = new Map<string, T>();
  return {
    at(key: string) {
      let value = map.get(key);
      if (!value) map.set(key, (value = make(key)));
      return value;
    },
    values: () => [...map.values()],
  };
}

/** Largest first; ties in a stable, readable order. */
const byFirst =
  <T>(...figures: ((item: T) => number | string | null)[]) =>
  (a: T, b: T) => {
    for (const figure of figures) {
      const [x, y] = [figure(a) ?? "", figure(b) ?? ""];
      if (x !== y)
        return typeof x === "number" && typeof y === "number" ? y - x : String(x).localeCompare(String(y));
    }
    return 0;
  };

async function conversions(db: Queryable, since: string, until: string): Promise<Conversion[]> {
  const [from, to] = [`${since}T00:00:00.000Z`, `${addDays(until, 1)}T00:00:00.000Z`];
  const contacts = await db.query
    .selectFrom("contact_messages")
    .select(["page", "lang", "source"])
    .where("created_at", ">=", from)
    .where("created_at", "<", to)
    .execute();
  // A call booked in place of another (moved to another time) is the same conversion: not counted again.
  const bookings = await db.query
    .selectFrom("bookings")
    .select(["page", "lang", "source"])
    .where("created_at", ">=", from)
    .where("created_at", "<", to)
    .where((eb) =>
      eb.not(
        eb(
          "id",
          "in",
          eb
            .selectFrom("bookings as moved")
            .select("moved.replaced_by")
            .where("moved.replaced_by", "is not", null),
        ),
      ),
    )
    .execute();
  // Counted on the day of the request (the visit), once its owner has confirmed it.
  const subscriptions = await db.query
    .selectFrom("subscription_requests")
    .select(["page", "lang", "source"])
    .where("state", "=", "confirmed")
    .where("created_at", ">=", from)
    .where("created_at", "<", to)
    .execute();
  return [
    ...contacts.map((row) => ({ ...row, kind: "contacts" as const })),
    ...bookings.map((row) => ({ ...row, kind: "bookings" as const })),
    ...subscriptions.map((row) => ({ ...row, kind: "subscriptions" as const })),
  ];
}

export async function statsFor(db: Queryable, since: string, until: string): Promise<Stats> {
  const counts = await db.query
    .selectFrom("analytics_daily")
    .select(["day", "kind", "key", "n"])
    .where("day", ">=", since)
    .where("day", "<=", until)
    .execute();
  const converted = await conversions(db, since, until);

  const pages = grouped<PageStats>((key) => {
    const [path, lang] = JSON.parse(key) as [string, string];
    return { path, lang, views: 0, visitors: 0, entries: 0, contacts: 0, bookings: 0, subscriptions: 0 };
  });
  const sources = grouped<SourceStats>((key) => ({
    ...sourceFromKey(key === "null" ? null : key),
    visitors: 0,
    contacts: 0,
    bookings: 0,
    subscriptions: 0,
  }));
  const languages = grouped((lang) => ({
    lang,
    views: 0,
    visitors: 0,
    contacts: 0,
    bookings: 0,
    subscriptions: 0,
  }));
  const browsers = grouped((language) => ({ language, views: 0, visitors: 0 }));
  const notFound = grouped((path) => ({ path, views: 0 }));
  const total = { views: 0, visitors: 0, contacts: 0, bookings: 0, subscriptions: 0 };
  const capped = { views: 0, visitors: 0 };

  for (const { kind, key, n } of counts) {
    if (kind === "visitors") total.visitors += n;
    const parts = kindParts(kind);
    if (!parts) continue;
    const { dimension, figure } = parts;
    if (dimension === "page") {
      pages.at(key)[figure] += n;
      if (figure === "views") total.views += n;
    } else if (dimension === "source" && figure === "visitors") sources.at(key).visitors += n;
    else if (dimension === "lang" && figure !== "entries") languages.at(key)[figure] += n;
    else if (dimension === "browser" && figure !== "entries") browsers.at(key)[figure] += n;
    else if (dimension === "notfound") notFound.at(key).views += n;
    else if (dimension === "capped" && figure !== "entries") capped[figure] += n;
  }
  for (const conversion of converted) {
    total[conversion.kind] += 1;
    pages.at(JSON.stringify([conversion.page, conversion.lang]))[conversion.kind] += 1;
    sources.at(conversion.source ?? "null")[conversion.kind] += 1;
    languages.at(conversion.lang)[conversion.kind] += 1;
  }

  return {
    total,
    capped,
    pages: pages.values().sort(
      byFirst(
        (p) => p.views,
        (p) => p.contacts + p.bookings + p.subscriptions,
        (p) => p.path,
        (p) => p.lang,
      ),
    ),
    sources: sources.values().sort(
      byFirst(
        (s) => s.visitors,
        (s) => s.contacts + s.bookings + s.subscriptions,
        (s) => s.source,
        (s) => s.medium,
        (s) => s.campaign,
      ),
    ),
    languages: languages.values().sort(
      byFirst(
        (l) => l.views,
        (l) => l.lang,
      ),
    ),
    browserLanguages: browsers.values().sort(
      byFirst(
        (b) => b.views,
        (b) => b.language,
      ),
    ),
    notFound: notFound.values().sort(
      byFirst(
        (p) => p.views,
        (p) => p.path,
      ),
    ),
  };
}
