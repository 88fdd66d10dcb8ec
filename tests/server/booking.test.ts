import fs from "node:fs";
import ICAL from "ical.js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { BookingOutcome, BookingRequest } from "../../app/booking/service";
import { startBookingInstance, type BookingInstance } from "../support/booking-instance";
import { fastDeliveryEnv, killedServerLease, testFirmInbox } from "../support/delivery-env";
import { testEngine, withDatabase } from "../support/engine";
import { leads, stats } from "../support/leads-cli";
import { mailsTo, startMailServer, type MailServer, type ReceivedMail } from "../support/mail-server";
import { startServer, type ServerProcess } from "../support/server-process";
import { temporaryDataDir } from "../support/temporary-dir";
import { until } from "../support/until";

/**
 * Booking a first call against the built server's runtime on each engine, with a real SMTP server:
 * the store's key decides a race between instances, a booking survives `kill -9` with its emails,
 * cancelling frees the slot and cancels the invitations, the reminder goes once, a mailbox holds at
 * most two upcoming calls. Until the booking page is merged these drive `runtime.booking` in server
 * processes of their own (`booking-instance.ts`); the page's own tests post `/book`.
 */
const marcus = "marcus.oliveira@innova-consulting.com";
// Only Marcus takes calls in Portuguese: every post of one time asks for the same consultant's slot.
const visitor = { lang: "pt", timeZone: "America/Sao_Paulo" } as const;
// A clock on a Monday 3 to 9 days back, 09:00 in São Paulo: the reminder of a call booked then for
// more than 24 hours later is due as soon as it is queued, and Tuesday's first call is 24 hours
// ahead (no reminder). Recent enough that no retention job removes what it queued.
const past = new Date(Date.now() - 3 * 24 * 3_600_000);
past.setUTCDate(past.getUTCDate() - ((past.getUTCDay() + 6) % 7));
past.setUTCHours(12, 0, 0, 0);

const request = (slot: string, email: string, extra: Partial<BookingRequest> = {}): BookingRequest => ({
  ...visitor,
  slot,
  name: "Ana <a href=https://evil.test>click</a>",
  email,
  company: "Souza Logística",
  message: "Visit https://evil.test for your prize",
  page: "/pt/book",
  ...extra,
});

const dirs: string[] = [];
const running: { close(): Promise<void> }[] = [];
let mail: MailServer;

beforeAll(async () => {
  mail = await startMailServer();
});
afterEach(async () => {
  for (const one of running.splice(0).reverse()) await one.close();
});
afterAll(async () => {
  await mail.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function dataDir(label: string) {
  const dir = temporaryDataDir(label);
  dirs.push(dir);
  return dir;
}

async function instance(dir: string, settings: Record<string, string> = {}, worker = false) {
  const one = await startBookingInstance(
    dir,
    { ...fastDeliveryEnv, SMTP_URL: mail.url, ...settings },
    { worker },
  );
  running.push(one);
  return one;
}

async function server(dir: string): Promise<ServerProcess> {
  const one = await startServer({
    dataDir: dir,
    env: { ...fastDeliveryEnv, ...killedServerLease, SMTP_URL: mail.url },
  });
  running.push({ close: () => one.stop() });
  return one;
}

/** The first free time at least `hours` after `now`. */
async function slotAfter(one: BookingInstance, now: Date, hours: number) {
  const slots = await one.freeSlots(visitor, now);
  const slot = slots.find((candidate) => Date.parse(candidate.start) >= now.getTime() + hours * 3_600_000);
  expect(slot, "a free time in the horizon").toBeDefined();
  return slot!.start;
}

/** The iCalendar part of an email, parsed as a calendar app would. */
function calendarOf(one: ReceivedMail) {
  const part = one.parsed.attachments.find((attachment) => attachment.contentType === "text/calendar");
  expect(part, "an iCalendar part").toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(part!.content.toString("utf8")));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return {
    method: String(calendar.getFirstPropertyValue("method")),
    uid: String(event.getFirstPropertyValue("uid")),
    sequence: Number(event.getFirstPropertyValue("sequence") ?? 0),
    start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
    end: (event.getFirstPropertyValue("dtend") as ICAL.Time).toJSDate().toISOString(),
  };
}

const subjectHas = (words: string) => (one: ReceivedMail) => (one.parsed.subject ?? "").includes(words);
const tokenIn = (one: ReceivedMail) => /\/pt\/book\/manage\?token=([\w-]+)/.exec(one.parsed.text ?? "")?.[1];

describe(`booking a call (${testEngine()})`, () => {
  it("books one slot once, whatever posts it at the same moment from two instances", async () => {
    const dir = dataDir("booking-race");
    const first = await instance(dir);
    const instances = testEngine() === "postgres" ? [first, await instance(dir)] : [first];
    const now = new Date();
    const slot = await slotAfter(first, now, 13);
    const posts: Promise<BookingOutcome>[] = [];
    for (let n = 0; n < 20; n++)
      posts.push(
        instances[n % instances.length]!.book(request(slot, `racer${n}@example.com`), now, { hold: true }),
      );
    await Promise.all(instances.map((one) => one.release()));
    const outcomes = await Promise.all(posts);

    expect(outcomes.filter((one) => one.ok)).toHaveLength(1);
    expect(outcomes.filter((one) => !one.ok && one.problem === "taken")).toHaveLength(19);
    for (const refused of outcomes.filter((one) => !one.ok))
      if ("nearest" in refused) expect(refused.nearest.map((one) => one.start)).not.toContain(slot);
    const stored = await withDatabase(dir, (db) =>
      db.query.selectFrom("bookings").select(["person_id", "starts_at", "status"]).execute(),
    );
    expect(stored).toEqual([
      { person_id: "marcus-oliveira", starts_at: slot.replace("Z", ".000Z"), status: "booked" },
    ]);
    expect((await first.freeSlots(visitor, now)).map((one) => one.start)).not.toContain(slot);
  });

  it("keeps an acknowledged booking through kill -9, and sends its invitations after the restart", async () => {
    const dir = dataDir("booking-crash");
    const before = await instance(dir);
    const now = new Date();
    const slot = await slotAfter(before, now, 13);
    // The mail server is down: the booking's emails wait in the outbox when the instance dies.
    mail.down();
    const booked = await before.book(request(slot, "crash.visitor@example.com"), now);
    expect(booked.ok).toBe(true);
    await before.kill();
    expect(mailsTo(mail, "crash.visitor@example.com")).toEqual([]);
    mail.up();

    await server(dir);
    const [invitation] = await until("the visitor's invitation", () => {
      const found = mailsTo(mail, "crash.visitor@example.com");
      return found.length > 0 && found;
    });
    const visitorEvent = calendarOf(invitation!);
    const notice = await until("the consultant's notice", () =>
      mailsTo(mail, marcus).find((one) => calendarOf(one).uid === visitorEvent.uid),
    );
    expect(notice.rcptTo).toEqual([marcus, testFirmInbox]);
    expect(visitorEvent).toMatchObject({
      method: "REQUEST",
      start: new Date(slot).toISOString(),
      sequence: 0,
    });
    expect(calendarOf(notice)).toMatchObject({
      method: "REQUEST",
      uid: visitorEvent.uid,
      start: new Date(slot).toISOString(),
    });
    expect(new Date(visitorEvent.end).getTime() - new Date(slot).getTime()).toBe(30 * 60_000);
    // What the visitor typed reaches the consultant, never the address it was typed as.
    const shown = [invitation!.parsed.text, invitation!.parsed.html, invitation!.parsed.subject]
      .concat(invitation!.parsed.attachments.map((part) => part.content.toString("utf8")))
      .join("\n");
    expect(shown).not.toMatch(/evil\.test|Souza|Ana /);
    expect(notice.parsed.text).toContain("Souza Logística");
    expect(notice.parsed.text).toContain("https://evil.test");
    // The manage link names the booking the page was told of.
    expect(tokenIn(invitation!)).toBe(booked.ok && booked.token);
  });

  it("cancels: the slot is free again, both get a CANCEL with the same UID; the reminder went once", async () => {
    const dir = dataDir("booking-cancel");
    const one = await instance(dir, {}, true);
    const slot = await slotAfter(one, past, 25);
    const booked = await one.book(request(slot, "cancel.visitor@example.com"), past);
    if (!booked.ok) throw new Error(`not booked: ${booked.problem}`);
    const reminder = await until("the reminder", () =>
      mailsTo(mail, "cancel.visitor@example.com").find(subjectHas("Amanhã")),
    );
    expect(
      calendarOf(
        await until("the invitation", () =>
          mailsTo(mail, "cancel.visitor@example.com").find((m) => m.parsed.attachments.length > 0),
        ),
      ).start,
    ).toBe(new Date(slot).toISOString());
    expect(tokenIn(reminder)).toBe(booked.token);

    const view = await one.cancel(booked.token, past);
    expect(view).toMatchObject({ status: "cancelled", start: slot.replace("Z", ".000Z") });
    const cancels = await until("both cancellations", () => {
      const found = [...mailsTo(mail, "cancel.visitor@example.com"), ...mailsTo(mail, marcus)].filter(
        (m) => m.parsed.attachments.length > 0 && calendarOf(m).method === "CANCEL",
      );
      return found.length === 2 && found;
    });
    const invitations = [...mailsTo(mail, "cancel.visitor@example.com"), ...mailsTo(mail, marcus)].filter(
      (m) => m.parsed.attachments.length > 0 && calendarOf(m).method === "REQUEST",
    );
    const uid = calendarOf(invitations[0]!).uid;
    for (const cancel of cancels) expect(calendarOf(cancel)).toMatchObject({ uid, sequence: 1 });
    expect((await one.freeSlots(visitor, past)).map((free) => free.start)).toContain(slot);
    expect(await one.find(booked.token, past)).toMatchObject({ status: "cancelled" });
    // Cancelling again changes nothing and sends nothing.
    await one.cancel(booked.token, past);
    const again = await one.book(request(slot, "next.visitor@example.com"), past);
    expect(again.ok).toBe(true);
    await until("the next visitor's invitation", () => mailsTo(mail, "next.visitor@example.com").length > 0);
    expect(mailsTo(mail, "cancel.visitor@example.com").filter(subjectHas("Amanhã"))).toHaveLength(1);
    expect(
      mailsTo(mail, "cancel.visitor@example.com").filter((m) => m.parsed.attachments.length > 0),
    ).toHaveLength(2);
  });

  it("sends no reminder for a call booked less than 24 hours ahead, nor for one cancelled before it", async () => {
    const dir = dataDir("booking-reminder");
    const one = await instance(dir);
    const soon = await slotAfter(one, past, 12);
    const later = await slotAfter(one, past, 30);
    const close = await one.book(request(soon, "soon.visitor@example.com"), past);
    const far = await one.book(request(later, "later.visitor@example.com"), past);
    if (!close.ok || !far.ok) throw new Error("not booked");
    expect(Date.parse(soon) - past.getTime()).toBeLessThanOrEqual(24 * 3_600_000);
    await one.cancel(far.token, past);
    await server(dir);
    await until("the cancellation", () =>
      mailsTo(mail, "later.visitor@example.com").find(
        (m) => m.parsed.attachments.some(() => true) && calendarOf(m).method === "CANCEL",
      ),
    );
    const reminders = await until("the reminder's delivery to be settled", () =>
      withDatabase(dir, async (db) => {
        const rows = await db.query
          .selectFrom("outbox")
          .select(["recipient", "state", "last_error"])
          .where("kind", "=", "booking.reminder")
          .execute();
        return rows.length > 0 && rows.every((row) => row.state !== "pending") && rows;
      }),
    );
    expect(reminders).toEqual([
      { recipient: "later.visitor@example.com", state: "skipped", last_error: "the booking was cancelled" },
    ]);
    expect(mailsTo(mail, "later.visitor@example.com").filter(subjectHas("Amanhã"))).toEqual([]);
    expect(mailsTo(mail, "soon.visitor@example.com").filter(subjectHas("Amanhã"))).toEqual([]);
  });

  it("moves a booking to another time atomically: the old one cancelled, or left as it was", async () => {
    const dir = dataDir("booking-move");
    const one = await instance(dir);
    const now = new Date();
    const slots = (await one.freeSlots(visitor, now)).map((slot) => slot.start);
    const first = await one.book(request(slots[0]!, "mover@example.com"), now);
    const other = await one.book(request(slots[4]!, "other@example.com"), now);
    if (!first.ok || !other.ok) throw new Error("not booked");
    // Onto a taken time: refused, and the booking stands where it was.
    const refused = await one.book(request(slots[4]!, "mover@example.com", { reschedule: first.token }), now);
    expect(refused).toMatchObject({ ok: false, problem: "taken" });
    expect(await one.find(first.token, now)).toMatchObject({
      status: "booked",
      start: slots[0]!.replace("Z", ".000Z"),
    });

    const moved = await one.book(request(slots[8]!, "mover@example.com", { reschedule: first.token }), now);
    if (!moved.ok) throw new Error(`not moved: ${moved.problem}`);
    expect(await one.find(first.token, now)).toMatchObject({ status: "cancelled" });
    expect(moved.booking).toMatchObject({ status: "booked", start: slots[8]!.replace("Z", ".000Z") });
    const free = (await one.freeSlots(visitor, now)).map((slot) => slot.start);
    expect(free).toContain(slots[0]);
    expect(free).not.toContain(slots[8]);
    // A cancelled booking cannot be moved again.
    expect(
      await one.book(request(slots[12]!, "mover@example.com", { reschedule: first.token }), now),
    ).toEqual({
      ok: false,
      problem: "unknown-booking",
    });
    const rows = await withDatabase(dir, (db) =>
      db.query
        .selectFrom("bookings")
        .select(["id", "status", "replaced_by", "starts_at"])
        .orderBy("starts_at")
        .execute(),
    );
    const newId = rows.find((row) => row.starts_at === slots[8]!.replace("Z", ".000Z"))!.id;
    expect(rows.find((row) => row.starts_at === slots[0]!.replace("Z", ".000Z"))).toMatchObject({
      status: "cancelled",
      replaced_by: newId,
    });
  });

  it("holds at most two upcoming calls per mailbox, however the address is spelled", async () => {
    const dir = dataDir("booking-cap");
    const one = await instance(dir);
    const now = new Date();
    const slots = (await one.freeSlots(visitor, now)).map((slot) => slot.start);
    const first = await one.book(request(slots[0]!, "ana.souza+one@gmail.com"), now);
    const second = await one.book(request(slots[2]!, "AnaSouza@googlemail.com"), now);
    const third = await one.book(request(slots[4]!, "a.n.a.souza@gmail.com"), now);
    expect([first.ok, second.ok]).toEqual([true, true]);
    expect(third).toEqual({ ok: false, problem: "too-many" });
    if (!first.ok) return;
    await one.cancel(first.token, now);
    expect((await one.book(request(slots[4]!, "a.n.a.souza@gmail.com"), now)).ok).toBe(true);
  });

  it("lists bookings as leads with their state; --person and --erase cover them; retention removes old calls", async () => {
    const dir = dataDir("booking-leads");
    const one = await instance(dir);
    const now = new Date();
    const slots = (await one.freeSlots(visitor, now)).map((slot) => slot.start);
    const kept = await one.book(
      request(slots[0]!, "kept@example.com", { name: '=HYPERLINK("https://evil.test")' }),
      now,
    );
    const dropped = await one.book(request(slots[2]!, "dropped@example.com"), now);
    if (!kept.ok || !dropped.ok) throw new Error("not booked");
    await one.cancel(dropped.token, now);
    await one.close();

    const csv = await leads(dir, "--bookings", "--csv");
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe(
      "id,booked,call (UTC),state,consultant,lang,time zone,service,name,email,company,phone,message,page",
    );
    expect(lines).toHaveLength(3);
    expect(csv).toContain(
      `,booked,marcus-oliveira,pt,America/Sao_Paulo,,"'=HYPERLINK(""https://evil.test"")",kept@example.com`,
    );
    expect(csv).toMatch(/,cancelled,marcus-oliveira,.*dropped@example\.com/);
    const listed = JSON.parse(await leads(dir, "--json")) as { bookings: { email: string; state: string }[] };
    // Both were booked at the same instant: in either order.
    expect(listed.bookings.map(({ email, state }) => [email, state]).sort()).toEqual([
      ["dropped@example.com", "cancelled"],
      ["kept@example.com", "booked"],
    ]);
    expect(JSON.stringify(listed)).not.toContain("token_hash");

    // Both are conversions of the booking page, on the day they were made.
    const figures = JSON.parse(await stats(dir, "--json")) as {
      total: { bookings: number };
      pages: { path: string; bookings: number }[];
    };
    expect(figures.total.bookings).toBe(2);
    expect(figures.pages.find((page) => page.path === "/pt/book")?.bookings).toBe(2);

    const record = JSON.parse(await leads(dir, "--person", "KEPT@example.com")) as {
      bookings: { starts_at: string }[];
    };
    expect(record.bookings.map((row) => row.starts_at)).toEqual([slots[0]!.replace("Z", ".000Z")]);
    expect(await leads(dir, "--erase", "kept@example.com", "--yes")).toContain("1 booking(s)");
    await withDatabase(dir, async (db) => {
      const left = await db.query.selectFrom("bookings").select("email").execute();
      expect(left).toEqual([{ email: "dropped@example.com" }]);
      expect(await db.query.selectFrom("booking_slots").selectAll().execute()).toEqual([]);
      // The retention job, RETENTION_DAYS after the call: the cancelled booking's call is a year back.
      await db.query
        .updateTable("bookings")
        .set({ starts_at: "2025-11-02T12:00:00.000Z", ends_at: "2025-11-02T12:30:00.000Z" })
        .execute();
    });
    const server_ = await startServer({ dataDir: dir, env: { RETENTION_DAYS: "365" } });
    running.push({ close: () => server_.stop() });
    await until("the retention job", () =>
      withDatabase(
        dir,
        async (db) => (await db.query.selectFrom("bookings").select("id").execute()).length === 0,
      ),
    );
  });
});
