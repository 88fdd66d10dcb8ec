/**
 * Calendar objects as the consultants' calendar apps write them (Apple Calendar, Thunderbird,
 * Google): the text a CalDAV server stores and returns, for the busy-time tests. Each is one
 * VCALENDAR with the zones its events name.
 */
export function calendarObject(...components: string[]) {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Innova tests//EN",
    ...components,
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

export function event(uid: string, ...properties: string[]) {
  return ["BEGIN:VEVENT", `UID:${uid}`, "DTSTAMP:20270101T000000Z", ...properties, "END:VEVENT"].join("\r\n");
}

/** America/New_York as clients write it: summer time from the second Sunday of March (2027-03-14). */
export const newYorkZone = [
  "BEGIN:VTIMEZONE",
  "TZID:America/New_York",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "TZNAME:EDT",
  "DTSTART:19700308T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "TZNAME:EST",
  "DTSTART:19701101T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n");

/** Europe/Paris: summer time from the last Sunday of March (2027-03-28). */
export const parisZone = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Paris",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n");

/**
 * A weekly meeting at 10:00 in New York, six Mondays from 2027-03-01: 15:00 UTC before the US change
 * of 2027-03-14, 14:00 UTC after it. The third (03-15) was moved to 16:00 and the fourth (03-22) cancelled.
 */
export const weeklyInNewYork = calendarObject(
  newYorkZone,
  event(
    "weekly-partners@example.com",
    "SUMMARY:Partners' meeting",
    "DTSTART;TZID=America/New_York:20270301T100000",
    "DTEND;TZID=America/New_York:20270301T110000",
    "RRULE:FREQ=WEEKLY;COUNT=6",
  ),
  event(
    "weekly-partners@example.com",
    "SUMMARY:Partners' meeting (moved)",
    "RECURRENCE-ID;TZID=America/New_York:20270315T100000",
    "DTSTART;TZID=America/New_York:20270315T160000",
    "DTEND;TZID=America/New_York:20270315T170000",
  ),
  event(
    "weekly-partners@example.com",
    "SUMMARY:Partners' meeting",
    "RECURRENCE-ID;TZID=America/New_York:20270322T100000",
    "DTSTART;TZID=America/New_York:20270322T100000",
    "DTEND;TZID=America/New_York:20270322T110000",
    "STATUS:CANCELLED",
  ),
);

/** A night in Paris across the change of 2027-03-28 (02:00 becomes 03:00): 22:00 to 04:00 is five hours. */
export const overnightInParis = calendarObject(
  parisZone,
  event(
    "overnight@example.com",
    "SUMMARY:Flight to São Paulo",
    "DTSTART;TZID=Europe/Paris:20270327T220000",
    "DTEND;TZID=Europe/Paris:20270328T040000",
  ),
);

/** A whole day out (2027-03-10), busy for that day in the calendar's zone. */
export const dayOff = calendarObject(
  event("day-off@example.com", "SUMMARY:Offsite", "DTSTART;VALUE=DATE:20270310", "DTEND;VALUE=DATE:20270311"),
);

/** Time marked free and a call called off: neither keeps anyone busy. */
export const freeAndCancelled = [
  calendarObject(
    event(
      "reading@example.com",
      "SUMMARY:Reading time",
      "DTSTART:20270309T130000Z",
      "DTEND:20270309T150000Z",
      "TRANSP:TRANSPARENT",
    ),
  ),
  calendarObject(
    event(
      "called-off@example.com",
      "SUMMARY:Call with a supplier",
      "DTSTART:20270309T160000Z",
      "DTEND:20270309T170000Z",
      "STATUS:CANCELLED",
    ),
  ),
];
