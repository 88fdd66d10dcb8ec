import net from "node:net";
import { createObject, getBasicAuthHeaders } from "tsdav";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Interval } from "~/booking/calendar-busy.server";
import { caldavCalendars, type ConsultantCalendar } from "~/booking/calendar.server";
import { bookingUid, calendarEvent, type BookedCall } from "~/booking/invitation.server";
import {
  calendarObject,
  dayOff,
  event,
  freeAndCancelled,
  overnightInParis,
  weeklyInNewYork,
} from "../support/calendar-events";
import { startRadicale, type Radicale } from "../support/radicale";

/**
 * The consultants' calendars on a real CalDAV server (Radicale): what the booking reads as busy, the
 * event it writes and deletes, and a calendar it cannot read. The firm's booking account reads the
 * calendar Rafael's own calendar app fills.
 */
const booking = { user: "innova-bookings", password: "app-password-7q2x" };
const rafael = { user: "rafael", password: "rafael-secret" };
const march: Interval = { start: new Date("2027-03-01T00:00:00Z"), end: new Date("2027-04-01T00:00:00Z") };

let radicale: Radicale;
let calendar: ConsultantCalendar;

/** Rafael's calendar app saves an event. */
async function putAsRafael(name: string, ics: string) {
  const response = await createObject({
    url: new URL(`${calendar.path}${name}.ics`, radicale.url).href,
    data: ics,
    headers: {
      ...getBasicAuthHeaders({ username: rafael.user, password: rafael.password }),
      "content-type": "text/calendar; charset=utf-8",
    },
  });
  expect(response.status, radicale.log()).toBe(201);
}

const iso = (intervals: Interval[]) =>
  intervals.map(({ start, end }) => [start.toISOString(), end.toISOString()]).sort();

beforeAll(async () => {
  radicale = await startRadicale({ [booking.user]: booking.password, [rafael.user]: rafael.password });
  calendar = { path: await radicale.makeCalendar(rafael.user, "work"), zone: "America/New_York" };
  await putAsRafael("weekly", weeklyInNewYork);
  await putAsRafael("overnight", overnightInParis);
  await putAsRafael("day-off", dayOff);
  await putAsRafael("free", freeAndCancelled[0]!);
  await putAsRafael("cancelled", freeAndCancelled[1]!);
});

afterAll(() => radicale?.stop());

const calendars = (options?: Parameters<typeof caldavCalendars>[1]) =>
  caldavCalendars({ url: radicale.url, ...booking }, options);

describe("a consultant's CalDAV calendar", () => {
  it("is busy for the events in it: a weekly series across the US change, a night across Europe's, a day off", async () => {
    const answer = await calendars().busy(calendar, march);
    expect(answer).toMatchObject({ readable: true });
    expect(iso(answer.readable ? answer.busy : [])).toEqual([
      ["2027-03-01T15:00:00.000Z", "2027-03-01T16:00:00.000Z"],
      ["2027-03-08T15:00:00.000Z", "2027-03-08T16:00:00.000Z"],
      // The day off, midnight to midnight in New York (EST).
      ["2027-03-10T05:00:00.000Z", "2027-03-11T05:00:00.000Z"],
      // The third meeting moved to 16:00 (EDT); the fourth cancelled; the reading time and the call
      // called off on 03-09 keep nobody busy.
      ["2027-03-15T20:00:00.000Z", "2027-03-15T21:00:00.000Z"],
      ["2027-03-27T21:00:00.000Z", "2027-03-28T02:00:00.000Z"],
      ["2027-03-29T14:00:00.000Z", "2027-03-29T15:00:00.000Z"],
    ]);
  });

  it("asks the server for the range only: a week in April holds the series' last meeting alone", async () => {
    const april = { start: new Date("2027-04-04T00:00:00Z"), end: new Date("2027-04-11T00:00:00Z") };
    const answer = await calendars().busy(calendar, april);
    expect(answer).toEqual({
      readable: true,
      busy: [{ start: new Date("2027-04-05T14:00:00Z"), end: new Date("2027-04-05T15:00:00Z") }],
    });
  });

  it("writes a booked call's event, which the calendar then holds, and deletes it", async () => {
    const call: BookedCall = {
      uid: bookingUid("bk_caldav_1", "https://www.innova-consulting.com"),
      start: new Date("2027-03-16T18:00:00Z"),
      end: new Date("2027-03-16T18:30:00Z"),
      sequence: 0,
      visitor: { name: "Inês Carvalho", email: "ines@example.pt" },
      consultant: { name: "Rafael Souza", email: "rafael@innova-consulting.com" },
      videoUrl: "https://meet.example.com/innova-bk-caldav-1",
    };
    const words = {
      summary: "Consultation: Inês Carvalho",
      description: "First call, 30 minutes, by video.",
    };
    const client = calendars();
    const week = { start: new Date("2027-03-16T00:00:00Z"), end: new Date("2027-03-17T00:00:00Z") };
    expect(await client.busy(calendar, week)).toEqual({ readable: true, busy: [] });

    await client.writeEvent(calendar.path, call.uid, calendarEvent(call, words));
    // Written twice (an outbox retry after a lost answer): still one event.
    await client.writeEvent(calendar.path, call.uid, calendarEvent(call, words));
    const slot = { start: call.start, end: call.end };
    expect(await client.busy(calendar, week)).toEqual({ readable: true, busy: [slot] });
    expect(await calendars().busy(calendar, week)).toEqual({ readable: true, busy: [slot] });
    const stored = await fetch(new URL(`${calendar.path}${encodeURIComponent(call.uid)}.ics`, radicale.url), {
      headers: getBasicAuthHeaders({ username: rafael.user, password: rafael.password }),
    });
    expect(await stored.text()).toContain(`UID:${call.uid}`);

    await client.deleteEvent(calendar.path, call.uid);
    expect(await client.busy(calendar, week)).toEqual({ readable: true, busy: [] });
    // Deleting again (a retry) is not an error.
    await client.deleteEvent(calendar.path, call.uid);
  });

  it("deletes an event by its UID wherever the calendar keeps it", async () => {
    const uid = bookingUid("bk_caldav_2", "https://www.innova-consulting.com");
    const moved = calendarObject(event(uid, "DTSTART:20270317T150000Z", "DTEND:20270317T153000Z"));
    await putAsRafael("renamed-by-a-calendar-app", moved);
    const day = { start: new Date("2027-03-17T00:00:00Z"), end: new Date("2027-03-18T00:00:00Z") };
    const client = calendars();
    expect(await client.busy(calendar, day)).toMatchObject({ readable: true, busy: [{}] });
    await client.deleteEvent(calendar.path, uid);
    expect(await client.busy(calendar, day)).toEqual({ readable: true, busy: [] });
  });

  it("reuses an answer for a minute, then reads again", async () => {
    let now = Date.parse("2027-02-20T12:00:00Z");
    const client = calendars({ now: () => now });
    const day = { start: new Date("2027-03-18T00:00:00Z"), end: new Date("2027-03-19T00:00:00Z") };
    expect(await client.busy(calendar, day)).toEqual({ readable: true, busy: [] });
    await putAsRafael(
      "late-addition",
      calendarObject(event("late@example.com", "DTSTART:20270318T130000Z", "DTEND:20270318T140000Z")),
    );
    now += 30_000;
    expect(await client.busy(calendar, day)).toEqual({ readable: true, busy: [] });
    now += 31_000;
    expect(await client.busy(calendar, day)).toEqual({
      readable: true,
      busy: [{ start: new Date("2027-03-18T13:00:00Z"), end: new Date("2027-03-18T14:00:00Z") }],
    });
  });

  it("is unreadable, never empty, when the server is down, refuses the password or has no such calendar", async () => {
    const stopped = await startRadicale({ [booking.user]: booking.password });
    const downUrl = stopped.url;
    await stopped.stop();
    const down = await caldavCalendars({ url: downUrl, ...booking }).busy(calendar, march);
    expect(down).toMatchObject({
      readable: false,
      reason: expect.stringMatching(/fetch failed|ECONNREFUSED/),
    });

    const refused = await caldavCalendars({ url: radicale.url, user: booking.user, password: "wrong" }).busy(
      calendar,
      march,
    );
    expect(refused).toMatchObject({ readable: false, reason: expect.stringMatching(/401/) });

    const missing = await calendars().busy({ ...calendar, path: "/rafael/no-such-calendar/" }, march);
    expect(missing).toMatchObject({ readable: false });
  });

  it("is unreadable when the server takes too long to answer", async () => {
    // A server that accepts the connection and never answers, as one stuck behind a proxy does.
    const held: net.Socket[] = [];
    const silent = net.createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const client = caldavCalendars({ url: `http://127.0.0.1:${port}/`, ...booking }, { timeoutMs: 500 });
      expect(await client.busy(calendar, march)).toMatchObject({
        readable: false,
        reason: expect.stringMatching(/timeout|aborted/i),
      });
    } finally {
      held.forEach((socket) => socket.destroy());
      silent.close();
    }
  });
});
