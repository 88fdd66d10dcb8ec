import { contactColumn, contactFields, type ContactField } from "../../../app/leads/contact-fields";
import type { BookingRow } from "../../../app/booking/store.server";
import type { ContactRow, SubscriberRow } from "../../../app/leads/store.server";
import type { ConsentRecord } from "../../../app/newsletter/subscriptions.server";

/**
 * The leads as tables, and the two ways `npm run leads` prints a table: CSV for a spreadsheet,
 * aligned text for a terminal. Both treat every cell as hostile: it was typed by a stranger.
 */
export interface Table {
  columns: string[];
  rows: (string | number | null)[][];
}

export function contactTable(rows: ContactRow[]): Table {
  return {
    // The contact form's fields after the message's origin, in the order of their declaration,
    // each headed by its column's words (`job_title`: "job title").
    columns: ["id", "received", "lang", "page", ...contactFields.map(heading)],
    rows: rows.map((row) => [
      row.id,
      row.created_at,
      row.lang,
      row.page,
      ...contactFields.map((name) => row[contactColumn(name)]),
    ]),
  };
}

const heading = (name: ContactField) => contactColumn(name).replaceAll("_", " ");

/** A booking's state as the firm reads it: booked, held (its time has passed), cancelled, or moved. */
export function bookingState(row: Pick<BookingRow, "status" | "replaced_by" | "ends_at">, now: Date): string {
  if (row.status === "cancelled") return row.replaced_by ? "moved" : "cancelled";
  return row.ends_at <= now.toISOString() ? "held" : "booked";
}

export function bookingTable(rows: BookingRow[], now: Date): Table {
  return {
    columns: [
      ...["id", "booked", "call (UTC)", "state", "consultant", "lang", "time zone", "service", "name"],
      ...["email", "company", "phone", "message", "page"],
    ],
    rows: rows.map((row) => [
      row.id,
      row.created_at,
      row.starts_at,
      bookingState(row, now),
      row.person_id,
      row.lang,
      row.time_zone,
      row.service,
      row.name,
      row.email,
      row.company,
      row.phone,
      row.message,
      row.page,
    ]),
  };
}

export function subscriberTable(rows: SubscriberRow[]): Table {
  return {
    columns: [
      "id",
      "email",
      "status",
      "first name",
      "last name",
      "interests",
      "lang",
      "page",
      "subscribed",
      "updated",
      "confirmed",
    ],
    rows: rows.map((row) => [
      row.id,
      row.email,
      row.status,
      row.first_name,
      row.last_name,
      interestList(row.interests).join("; "),
      row.lang,
      row.page,
      row.created_at,
      row.updated_at,
      consentOf(row)?.confirmedAt ?? null,
    ]),
  };
}

/** The proof of consent of a confirmed subscriber (when, from which page and language, which text). */
export function consentOf(row: SubscriberRow): ConsentRecord | null {
  return row.consent ? (JSON.parse(row.consent) as ConsentRecord) : null;
}

export function interestList(stored: string): string[] {
  const parsed: unknown = JSON.parse(stored);
  return Array.isArray(parsed) ? parsed.map(String) : [];
}

/** Spreadsheets run a cell that starts with one of these as a formula (CSV injection). */
const formulaStart = /^[=+\-@\t\r]/;

/** One CSV cell: neutralised (a leading `'` makes it text) and quoted as RFC 4180 says. */
export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV document: a header line, then one record per row, each ended by CRLF. */
export function toCsv({ columns, rows }: Table): string {
  return [columns, ...rows].map((cells) => `${cells.map(csvCell).join(",")}\r\n`).join("");
}

/**
 * An aligned text table. Cells are cut to `maxWidth` characters, line breaks shown as `↵`, and other
 * control characters (terminal escape sequences, text direction overrides) replaced: a lead cannot
 * rewrite the screen.
 */
export function toText({ columns, rows }: Table, maxWidth = 40): string {
  const cells = [columns, ...rows].map((line) => line.map((cell) => textCell(cell, maxWidth)));
  const widths = columns.map((_, index) => Math.max(...cells.map((line) => [...line[index]!].length)));
  const render = (line: string[]) =>
    line
      .map((cell, index) => cell + " ".repeat(widths[index]! - [...cell].length))
      .join("  ")
      .trimEnd();
  const rule = widths.map((width) => "-".repeat(width)).join("  ");
  return [render(cells[0]!), rule, ...cells.slice(1).map(render)].join("\n");
}

function textCell(value: string | number | null, maxWidth: number): string {
  const text = (value === null ? "" : String(value))
    .replace(/\r\n|\r|\n/g, "↵")
    .replace(/\t/g, " ")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, "\uFFFD");
  const characters = [...text];
  return characters.length > maxWidth ? `${characters.slice(0, maxWidth - 1).join("")}…` : text;
}
