import fs from "node:fs";
import { createObject, getBasicAuthHeaders } from "tsdav";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBookingInstance, type BookingInstance } from "../support/booking-instance";
import { calendarObject, event } from "../support/calendar-events";
import { fastDeliveryEnv } from "../support/delivery-env";
import { mailsTo, startMailServer, type MailServer } from "../support/mail-server";
import { startRadicale, type Radicale } from "../support/radicale";
import { temporaryDataDir } from "../support/temporary-dir";
import { until } from "../support/until";

/**
 * The booking service with the consultants' calendars on a real CalDAV server (Radicale): a busy time
 * in Marcus's calendar is not offered, a booking writes its event there through the outbox and a
 * cancellation deletes it, and a consultant whose calendar cannot be read offers no times. The
 * people's files name their calendars `/bookings/<id>/`; only Marcus's exists on this server.
 */
const account = { user: "bookings", password: "app-password-k3v9" };
const portuguese = { lang: "pt", timeZone: "America/Sao_Paulo" } as const;
const dir = temporaryDataDir("booking-calendar-runtime");

let radicale: Radicale;
let mail: MailServer;
let booking: BookingInstance;
let calendarPath: string;

const auth = getBasicAuthHeaders({ username: account.user, password: account.password });
const objectUrl = (uid: string) =>
  new URL(`${calendarPath}${encodeURIComponent(uid)}.ics`, radicale.url).href;

beforeAll(async () => {
  radicale = await startRadicale({ [account.user]: account.password });
  calendarPath = await radicale.makeCalendar(account.user, "marcus-oliveira");
  mail = await startMailServer();
  booking = await startBookingInstance(
    dir,
    {
      ...fastDeliveryEnv,
      SMTP_URL: mail.url,
      BOOKING_CALDAV_URL: radicale.url,
      BOOKING_CALDAV_USER: account.user,
      BOOKING_CALDAV_PASSWORD: account.password,
    },
    { worker: true },
  );
});

afterAll(async () => {
  await booking?.close();
  await mail?.stop();
  await radicale?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("booking with the consultants' calendars", () => {
  it("offers no time Marcus's calendar holds, writes the booked call there and deletes it on cancel", async () => {
    const now = new Date();
    const before = (await booking.freeSlots(portuguese, now)).map((slot) => slot.start);
    const busy = before[2]!;
    const compact = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d+/, "");
    const end = new Date(Date.parse(busy) + 30 * 60_000).toISOString();
    const response = await createObject({
      url: new URL(`${calendarPath}lunch.ics`, radicale.url).href,
      data: calendarObject(event("lunch@marcus", `DTSTART:${compact(busy)}`, `DTEND:${compact(end)}`)),
      headers: { ...auth, "content-type": "text/calendar; charset=utf-8" },
    });
    expect(response.status, radicale.log()).toBe(201);
    const booked = await booking.book(
      { ...portuguese, slot: before[0]!, name: "Ana Souza", email: "ana@example.com", page: "/pt/book" },
      now,
    );
    if (!booked.ok) throw new Error(`not booked: ${booked.problem}`);
    const invitation = await until("the invitation", () => mailsTo(mail, "ana@example.com")[0]);
    const ics = invitation.parsed.attachments.find((part) => part.contentType === "text/calendar");
    const uid = /^UID:(\S+)/m.exec(ics?.content.toString("utf8") ?? "")?.[1];
    expect(uid).toBeDefined();
    const written = await until("the event in Marcus's calendar", async () => {
      const answer = await fetch(objectUrl(uid!), { headers: auth });
      return answer.ok && (await answer.text());
    });
    expect(written.replace(/\r\n /g, "")).toContain(`DTSTART:${compact(before[0]!)}`);
    // Writing the event made the service read the calendar again: the lunch and the call are busy.
    const after = (await booking.freeSlots(portuguese, now)).map((slot) => slot.start);
    expect(after).not.toContain(busy);
    expect(after).not.toContain(before[0]);
    expect(after).toContain(before[4]);

    await booking.cancel(booked.token, now);
    await until(
      "the event deleted",
      async () => (await fetch(objectUrl(uid!), { headers: auth })).status === 404,
    );
    expect((await booking.freeSlots(portuguese, now)).map((slot) => slot.start)).toContain(before[0]);
  });

  it("offers no times of a consultant whose calendar cannot be read", async () => {
    // In English, Elena, Sarah, Thomas and Claire take calls too: their calendars are not on this server.
    const slots = await booking.freeSlots({ lang: "en", timeZone: "America/New_York" }, new Date());
    expect(slots.length).toBeGreaterThan(0);
    expect(new Set(slots.map((slot) => slot.consultantName))).toEqual(new Set(["Marcus Oliveira"]));
  });
});
