import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { addDays } from "../../app/analytics/days";
import { weekOf } from "../../app/analytics/weeks";
import { fastDeliveryEnv, testFirmInbox } from "../support/delivery-env";
import { startRadicale, type Radicale } from "../support/radicale";
import type { ServerProcess } from "../support/server-process";
import { stoppedAfterEach } from "../support/started";
import { until } from "../support/until";

/**
 * The weekly digest says which consultants' calendars cannot be read, as `/healthz` does: the built
 * server with the consultants' calendars on a real CalDAV server (Radicale, which holds only
 * Marcus's), its analytics, and a real SMTP server for the firm's inbox.
 */
const account = { user: "bookings", password: "app-password-d1g3" };
const started = stoppedAfterEach();
let radicale: Radicale;

beforeAll(async () => {
  radicale = await startRadicale({ [account.user]: account.password });
  await radicale.makeCalendar(account.user, "marcus-oliveira");
});
afterAll(async () => {
  await radicale?.stop();
});

/** A person's name, as their file has it. */
const nameOf = (id: string) =>
  (parse(fs.readFileSync(`app/content/people/${id}.yaml`, "utf8")) as { name: string }).name;

/** A document load from a browser, which the analytics count. */
async function load(server: ServerProcess, path: string) {
  const answer = await fetch(`${server.origin}${path}`, {
    headers: {
      "Sec-Fetch-Dest": "document",
      "User-Agent":
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
    },
  });
  await answer.arrayBuffer();
  return answer.status;
}

describe("the weekly digest and the consultants' calendars", () => {
  it("names the consultants whose calendar cannot be read, as /healthz does, and no other", async () => {
    const dir = started.dataDir("booking-digest");
    const mail = await started.mailServer();
    const env = {
      ...fastDeliveryEnv,
      ANALYTICS_FLUSH_MS: "200",
      SMTP_URL: mail.url,
      BOOKING_CALDAV_URL: radicale.url,
      BOOKING_CALDAV_USER: account.user,
      BOOKING_CALDAV_PASSWORD: account.password,
    };
    // A week with a visit: its digest is sent the Monday after.
    const week = await started.server(dir, env);
    expect(await load(week, "/about")).toBe(200);
    await week.stop();

    // The mail server is down until the booking page has tried the calendars: the digest waits.
    mail.down();
    const nextMonday = Date.parse(`${addDays(weekOf(new Date()).since, 7)}T01:00:00.000Z`);
    const monday = await started.server(dir, {
      ...env,
      ANALYTICS_CLOCK_OFFSET_MS: String(nextMonday - Date.now()),
    });
    // In English several consultants take calls: the page reads each one's calendar.
    expect(await load(monday, "/book")).toBe(200);
    const health = (await (await fetch(`${monday.origin}/healthz`)).json()) as {
      calendars: { unreadable: { personId: string }[] };
    };
    const unreadable = health.calendars.unreadable.map((one) => one.personId);
    expect(unreadable.length).toBeGreaterThan(0);
    expect(unreadable).not.toContain("marcus-oliveira");
    // The digest is written at each try to send it: a try that began before the page read the
    // calendars may reach the mail server only now. Once a try has been refused since, the next one
    // is written after the calendars were read (one outbox row is tried once at a time).
    const refusedBefore = mail.refusals;
    await until(
      "a try to send the digest refused after the calendars were read",
      () => mail.refusals > refusedBefore,
    );
    mail.up();

    const digest = await until("the weekly digest", () =>
      mail.received.find(
        (one) => one.rcptTo.includes(testFirmInbox) && /^Website, week/.test(one.parsed.subject ?? ""),
      ),
    );
    const text = digest.parsed.text ?? "";
    expect(text).toContain("Calendars that cannot be read");
    expect(text).toContain("These consultants offer no times on the booking page");
    // The consultants the digest names are among those /healthz named (the page reads the calendars at
    // once; a digest written while it did may name the first of them only), never one it can read.
    const named = unreadable.filter((id) => new RegExp(`${nameOf(id)}  ·  Last try \\(UTC\\): `).test(text));
    expect(named.length).toBeGreaterThan(0);
    expect(text.match(/ {2}· {2}Last try \(UTC\): /g)).toHaveLength(named.length);
    expect(text).not.toContain(nameOf("marcus-oliveira"));
    // The figures are there as ever, after it.
    expect(text.indexOf("The week in figures")).toBeGreaterThan(
      text.indexOf("Calendars that cannot be read"),
    );
  });
});
