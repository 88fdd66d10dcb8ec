/**
 * Wall clocks in a time zone, from the zone database the runtime ships (`Intl`): no offset is ever
 * written by hand or taken from "now", so a date across a daylight-saving change gets its own.
 * Plain dates are `YYYY-MM-DD`, wall times minutes after midnight, instants epoch milliseconds.
 */
const minute = 60_000;
const day = 24 * 60 * minute;

const formatters = new Map<string, Intl.DateTimeFormat>();
function numericFormat(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(zone, format);
  }
  return format;
}

/** The date and wall time an instant reads in `zone`. */
export function wallClock(instant: number, zone: string): { date: string; minutes: number } {
  const part = Object.fromEntries(
    numericFormat(zone)
      .formatToParts(instant)
      .map(({ type, value }) => [type, value]),
  );
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    minutes: Number(part.hour) * 60 + Number(part.minute),
  };
}

/** How far `zone`'s clocks are ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, zone: string): number {
  const wholeMinute = instant - (((instant % minute) + minute) % minute);
  const { date, minutes } = wallClock(wholeMinute, zone);
  return Date.parse(`${date}T00:00:00Z`) + minutes * minute - wholeMinute;
}

/**
 * The instant `zone`'s clocks read `minutes` after midnight on `date`; `undefined` for a wall time
 * that does not exist there (skipped when the clocks spring forward). Of a wall time that happens
 * twice (when they fall back), the first.
 */
export function instantOf(date: string, minutes: number, zone: string): number | undefined {
  // 24:00, the end of a day's hours, is the next day's 00:00.
  if (minutes >= 24 * 60) return instantOf(addDays(date, 1), minutes - 24 * 60, zone);
  const asUtc = Date.parse(`${date}T00:00:00Z`) + minutes * minute;
  // No zone is more than 14 hours from UTC and none changes its clocks twice in two days: one of the
  // offsets a day either side is the one in force. Both are, for a wall time read twice.
  const candidates = [offsetAt(asUtc - day, zone), offsetAt(asUtc + day, zone)].map(
    (offset) => asUtc - offset,
  );
  return candidates
    .sort((a, b) => a - b)
    .find((instant) => {
      const clock = wallClock(instant, zone);
      return clock.date === date && clock.minutes === minutes;
    });
}

/** `date` moved by `days` on the calendar. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * day).toISOString().slice(0, 10);
}

/** 0 for Sunday to 6 for Saturday: the calendar's, wherever the date is read. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** `09:30` → 570. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return hours! * 60 + minutes!;
}
