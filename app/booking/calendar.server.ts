import { calendarQuery, createObject, deleteObject, getBasicAuthHeaders } from "tsdav";
import { caldavAccount, type BookingValues } from "~/config/booking-env.server";
import { busyIntervals, type Interval } from "./calendar-busy.server";

/** The one CalDAV account that reads and writes the consultants' calendars (`BOOKING_CALDAV_*`). */
export interface CalDavAccount {
  url: string;
  user: string;
  password: string;
}

/** A consultant's calendar: its path on the server (from their YAML) and their office's zone. */
export interface ConsultantCalendar {
  path: string;
  zone: string;
}

/**
 * What a calendar says about a span of time. `unreadable` (server down, password refused, calendar
 * gone, an answer we cannot parse) means the consultant offers no times: better none than times
 * that may be taken.
 */
export type CalendarBusy = { readable: true; busy: Interval[] } | { readable: false; reason: string };

/**
 * A consultant whose calendar could not be read at the last try: they offer no times until it can
 * (`runtime.booking.unreadable()`, which `/healthz` and the weekly digest report).
 */
export interface UnreadableCalendar {
  personId: string;
  reason: string;
  /** The last try (ISO). */
  at: string;
}

export interface CalendarOptions {
  /** How long a calendar's answer is reused (default 60 s): a page of slots asks once a minute at most. */
  cacheMs?: number;
  /** How long a request may take before the calendar counts as unreadable (default 10 s). */
  timeoutMs?: number;
  now?: () => number;
}

const day = 24 * 60 * 60 * 1000;

/**
 * The consultants' calendars over CalDAV (tsdav): busy times read with a calendar-query REPORT
 * filtered by time range and expanded here (`calendar-busy.server.ts`: servers differ in how they
 * expand), an event written (PUT) and deleted by its UID. Writes and deletes throw on failure, so
 * the outbox retries them; both can be repeated safely.
 */
export function caldavCalendars(account: CalDavAccount, options: CalendarOptions = {}) {
  const { cacheMs = 60_000, timeoutMs = 10_000, now = Date.now } = options;
  const headers = getBasicAuthHeaders({ username: account.user, password: account.password });
  const fetchOptions = () => ({ signal: AbortSignal.timeout(timeoutMs) });
  const cache = new Map<string, { at: number; range: Interval; answer: Promise<CalendarBusy> }>();

  const collectionUrl = (path: string) => {
    const url = new URL(path, account.url);
    if (!url.pathname.endsWith("/")) url.pathname += "/";
    return url.href;
  };
  const objectUrl = (path: string, uid: string) =>
    new URL(`${encodeURIComponent(uid)}.ics`, collectionUrl(path)).href;

  /** The calendar objects with an event in the range, as text; throws if the calendar cannot be read. */
  async function eventsIn(url: string, range: Interval): Promise<string[]> {
    const responses = await calendarQuery({
      url,
      props: { "d:getetag": {}, "c:calendar-data": {} },
      filters: {
        "comp-filter": {
          _attributes: { name: "VCALENDAR" },
          "comp-filter": {
            _attributes: { name: "VEVENT" },
            "time-range": { _attributes: { start: caldavTime(range.start), end: caldavTime(range.end) } },
          },
        },
      },
      depth: "1",
      headers,
      fetchOptions: fetchOptions(),
    });
    return responses.map((response) => {
      const data: unknown = response.props?.calendarData;
      const text = typeof data === "object" && data !== null && "_cdata" in data ? data._cdata : data;
      if (typeof text !== "string") throw new Error(`no calendar data for ${response.href ?? url}`);
      return text;
    });
  }

  async function read(calendar: ConsultantCalendar, range: Interval): Promise<CalendarBusy> {
    try {
      const objects = await eventsIn(collectionUrl(calendar.path), range);
      return { readable: true, busy: objects.flatMap((ics) => busyIntervals(ics, range, calendar.zone)) };
    } catch (error) {
      return { readable: false, reason: reasonOf(error) };
    }
  }

  /** The objects on the server that hold an event with this UID (their URLs). */
  async function withUid(path: string, uid: string): Promise<string[]> {
    const url = collectionUrl(path);
    const responses = await calendarQuery({
      url,
      props: { "d:getetag": {} },
      filters: {
        "comp-filter": {
          _attributes: { name: "VCALENDAR" },
          "comp-filter": {
            _attributes: { name: "VEVENT" },
            "prop-filter": {
              _attributes: { name: "UID" },
              "text-match": { _attributes: { collation: "i;octet" }, _text: uid },
            },
          },
        },
      },
      depth: "1",
      headers,
      fetchOptions: fetchOptions(),
    });
    return responses.flatMap((response) => (response.href ? [new URL(response.href, url).href] : []));
  }

  return {
    /**
     * The busy times of a consultant's calendar within `range`. A whole day either side is read and
     * kept for `cacheMs`, so the next page of slots within the minute costs no request.
     */
    async busy(calendar: ConsultantCalendar, range: Interval): Promise<CalendarBusy> {
      const key = `${collectionUrl(calendar.path)} ${calendar.zone}`;
      let entry = cache.get(key);
      const fresh = entry && now() - entry.at < cacheMs;
      if (!entry || !fresh || entry.range.start > range.start || entry.range.end < range.end) {
        const wide = {
          start: new Date(Math.floor(range.start.getTime() / day) * day - day),
          end: new Date(Math.ceil(range.end.getTime() / day) * day + day),
        };
        entry = { at: now(), range: wide, answer: read(calendar, wide) };
        cache.set(key, entry);
      }
      const answer = await entry.answer;
      if (!answer.readable) return answer;
      return {
        readable: true,
        busy: answer.busy.filter(({ start, end }) => start < range.end && end > range.start),
      };
    },

    /** Puts the event (a VCALENDAR without METHOD) at `<uid>.ics`: writing it again replaces it. */
    async writeEvent(path: string, uid: string, ics: string): Promise<void> {
      const response = await createObject({
        url: objectUrl(path, uid),
        data: ics,
        headers: { ...headers, "content-type": "text/calendar; charset=utf-8" },
        fetchOptions: fetchOptions(),
      });
      forget(path);
      if (!response.ok) throw new Error(`CalDAV PUT ${uid}: ${response.status} ${response.statusText}`);
    },

    /**
     * Deletes the event with this UID: at the URL we wrote it to, or wherever the server keeps it
     * (a calendar app may have moved it). An event already gone counts as deleted.
     */
    async deleteEvent(path: string, uid: string): Promise<void> {
      const fail = (response: Response) =>
        new Error(`CalDAV DELETE ${uid}: ${response.status} ${response.statusText}`);
      const gone = (response: Response) => response.status === 404 || response.status === 410;
      const first = await deleteObject({ url: objectUrl(path, uid), headers, fetchOptions: fetchOptions() });
      if (!first.ok && !gone(first)) throw fail(first);
      if (gone(first)) {
        for (const url of await withUid(path, uid)) {
          const response = await deleteObject({ url, headers, fetchOptions: fetchOptions() });
          if (!response.ok && !gone(response)) throw fail(response);
        }
      }
      forget(path);
    },
  };

  function forget(path: string) {
    const prefix = `${collectionUrl(path)} `;
    for (const key of cache.keys()) if (key.startsWith(prefix)) cache.delete(key);
  }
}

/** `20270301T150000Z`: the form of a CalDAV time-range. */
function caldavTime(date: Date) {
  return `${date.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
}

function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${cause}`.slice(0, 300);
}

/** The consultants' calendars as the settings give them: none without `BOOKING_CALDAV_URL` and its two. */
export function calendarsFromSettings(env: BookingValues, options: CalendarOptions = {}) {
  const account = caldavAccount(env);
  return account ? caldavCalendars(account, options) : undefined;
}
