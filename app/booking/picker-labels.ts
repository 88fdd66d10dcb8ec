import { format } from "~/i18n/format";
import type { Lang } from "~/i18n/locales";
import { formatDay, formatTime, groupByDay, zoneCity, zoneLabel } from "./display";

/** A free time as the slot picker gets it: its start (UTC), its time in the page's zone, its office time. */
export interface PickerSlot {
  start: string;
  /** Its time in the page's zone, as the server wrote it. */
  time: string;
  /** Who takes the call and the time at their office: "Sarah Chen: 10:00 AM in New York". */
  office: string;
}

/**
 * What the slot picker shows in the page's zone, written by the server: the browser renders the
 * island first with these very strings (its `Intl` may write a time otherwise: Chromium puts a space
 * where Node puts a narrow one before "AM"), so hydrating finds the text it drew. Only a zone the
 * visitor switches to is written by the browser.
 */
export function pickerLabels(
  slots: readonly { start: string; consultantName: string; consultantZone: string }[],
  zone: string,
  lang: Lang,
  officeTemplate: string,
  now: Date,
) {
  return {
    slots: slots.map(
      ({ start, consultantName, consultantZone }): PickerSlot => ({
        start,
        time: formatTime(start, zone, lang),
        office: format(officeTemplate, {
          name: consultantName,
          time: formatTime(start, consultantZone, lang),
          city: zoneCity(consultantZone, lang),
        }),
      }),
    ),
    dayNames: Object.fromEntries(groupByDay(slots, zone).map(({ date }) => [date, formatDay(date, lang)])),
    zoneName: zoneLabel(zone, lang, now),
  };
}
