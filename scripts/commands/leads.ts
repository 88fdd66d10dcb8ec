import { parseArgs } from "node:util";
import type { Database } from "../../app/store/queryable";
import { databaseFile } from "../../app/store/sqlite.server";
import {
  bookingState,
  bookingTable,
  consentOf,
  contactTable,
  interestList,
  subscriberTable,
  toCsv,
  toText,
} from "./leads/export";
import { createBookingReads } from "../../app/booking/store.server";
import { createLeadStore } from "../../app/leads/store.server";
import { correct, erase, person } from "./leads/data-rights";
import { createOutbox } from "../../app/delivery/outbox.server";
import { deliveryTable } from "./leads/deliveries";
import { dayOption, fail, openStore, section } from "./command-line";
import { printStats } from "./stats/print";

/**
 * `npm run leads`: the contact messages and newsletter subscribers the site has stored, read from
 * the server's database (`DATABASE_URL` or `DATA_DIR`). Bundled into `build/leads.js` by `npm run build`, so it runs
 * where the site runs, with no TypeScript tooling.
 */
const usage = `Usage: npm run -s leads -- [options]

Prints the contact messages, the booked calls and the newsletter subscribers stored by the server: in PostgreSQL if
DATABASE_URL is set, else in $DATA_DIR/${databaseFile} (DATA_DIR defaults to ./data), as for the server.

  --contacts           only the contact messages
  --subscribers        only the newsletter subscribers
  --bookings           only the booked calls (/book), with their state: booked, held, cancelled, moved
  --since YYYY-MM-DD   only what arrived (messages) or changed (subscribers) on or after that day, UTC
  --csv                CSV for a spreadsheet (one list: add --contacts, --subscribers or --bookings)
  --json               JSON
  --stats              the visits and conversions, as npm run stats prints them (with its
                       --since, --until, --csv and --json)
  --deliveries         only the deliveries of the contact messages (email, acknowledgement, webhook)
  --retry-failed       queue the failed deliveries again (the running server sends them within a second)
  --person EMAIL       everything stored about that address, as JSON (a data access request)
  --correct EMAIL      correct that address everywhere it is stored: --email NEW, --name NAME
                       (messages), --first-name, --last-name (subscription)
  --erase EMAIL        delete everything stored about that address and its mailbox's other spellings
                       (messages, bookings, subscription, queued emails), after a confirmation on the terminal;
                       --yes skips it
  -h, --help           this help

Examples:
  npm run -s leads -- --since 2025-01-01
  npm run -s leads -- --csv --contacts > contacts.csv
  npm run -s leads -- --person ana@example.com > ana.json
  npm run -s leads -- --correct ana@exmaple.com --email ana@example.com
  npm run -s leads -- --erase ana@example.com
  DATA_DIR=/var/lib/innova npm run -s leads -- --json > leads.json
  DATABASE_URL=postgres://innova@db/innova npm run -s leads -- --deliveries`;

function options() {
  try {
    const { values } = parseArgs({
      options: {
        contacts: { type: "boolean" },
        subscribers: { type: "boolean" },
        bookings: { type: "boolean" },
        since: { type: "string" },
        until: { type: "string" },
        stats: { type: "boolean" },
        csv: { type: "boolean" },
        json: { type: "boolean" },
        deliveries: { type: "boolean" },
        "retry-failed": { type: "boolean" },
        person: { type: "string" },
        correct: { type: "string" },
        email: { type: "string" },
        name: { type: "string" },
        "first-name": { type: "string" },
        "last-name": { type: "string" },
        erase: { type: "string" },
        yes: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    });
    return values;
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${usage}`);
  }
}

/** The outbox, when the database has one (a server of this version has started on it). */
async function outboxOf(db: Database) {
  if (db.engine === "sqlite") {
    const table = await db.get(
      "SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = 'outbox'",
    );
    if (!table) return undefined;
  }
  return createOutbox(db);
}

/** Whether the database has the bookings (a server of this version has started on it). */
async function hasBookings(db: Database) {
  if (db.engine === "postgres") return true;
  return Boolean(
    await db.get("SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = 'bookings'"),
  );
}

async function retryFailed() {
  const db = await openStore("write");
  const outbox = await outboxOf(db);
  const count = outbox ? await outbox.retryFailed(new Date()) : 0;
  await db.close();
  console.log(`${count} failed ${count === 1 ? "delivery" : "deliveries"} queued again.`);
}

async function main() {
  const args = options();
  if (args.help) return console.log(usage);
  if (args["retry-failed"]) return retryFailed();
  if (args.person !== undefined) return person(args.person);
  if (args.erase !== undefined) return erase(args.erase, Boolean(args.yes));
  if (args.correct !== undefined) {
    return correct(args.correct, {
      email: args.email,
      name: args.name,
      firstName: args["first-name"],
      lastName: args["last-name"],
    });
  }
  if (args.stats) return printStats(args);
  if (args.until !== undefined) fail("--until goes with --stats.");
  if (args.csv && args.json) fail("Choose one of --csv and --json.");
  const since = dayOption(args.since, "--since");
  // Every list unless some are named; --bookings alone names only the bookings.
  const both = args.contacts === args.subscribers && !args.deliveries && !(args.bookings && !args.contacts);
  const want = {
    contacts: both || Boolean(args.contacts),
    bookings: both || Boolean(args.bookings),
    subscribers: both || Boolean(args.subscribers),
    deliveries: both || Boolean(args.deliveries) || Boolean(args.contacts),
  };
  const lists = [want.contacts, want.subscribers, want.bookings].filter(Boolean).length;
  if (args.csv && lists > 1) fail("A CSV file holds one list: add --contacts, --subscribers or --bookings.");
  const now = new Date();

  const db = await openStore("read");
  const store = createLeadStore(db);
  const outbox = await outboxOf(db);
  const contacts = want.contacts ? await store.contacts(since) : [];
  const subscribers = want.subscribers ? await store.subscribers(since) : [];
  const bookings = want.bookings && (await hasBookings(db)) ? await createBookingReads(db).all(since) : [];
  const contactIds = new Set(contacts.map((row) => row.id));
  const deliveries = want.deliveries
    ? ((await outbox?.contactDeliveries()) ?? []).filter(
        (row) => !want.contacts || contactIds.has(row.contact_id ?? -1),
      )
    : [];
  await db.close();

  if (args.json) {
    const out = {
      ...(want.contacts ? { contacts } : {}),
      ...(want.bookings
        ? {
            bookings: bookings.map(({ token_hash: _, ...row }) => ({
              ...row,
              state: bookingState(row, now),
            })),
          }
        : {}),
      ...(want.deliveries ? { deliveries } : {}),
      ...(want.subscribers
        ? {
            subscribers: subscribers.map((row) => ({
              ...row,
              interests: interestList(row.interests),
              consent: consentOf(row),
            })),
          }
        : {}),
    };
    return process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
  }
  if (args.csv)
    return process.stdout.write(
      toCsv(
        want.contacts
          ? contactTable(contacts)
          : want.bookings
            ? bookingTable(bookings, now)
            : subscriberTable(subscribers),
      ),
    );

  const period = since ? `, since ${since}` : "";
  const sections: string[] = [];
  if (want.contacts)
    sections.push(
      section(
        `Contact messages (${contacts.length}${period})`,
        contacts.length ? toText(contactTable(contacts), 48) : "",
      ),
    );
  if (want.bookings)
    sections.push(
      section(
        `Booked calls (${bookings.length}${period})`,
        bookings.length ? toText(bookingTable(bookings, now), 48) : "",
      ),
    );
  if (want.deliveries) {
    const failed = deliveries.filter((row) => row.state === "failed").length;
    const pending = deliveries.filter((row) => row.state === "pending").length;
    sections.push(
      section(
        `Deliveries (${deliveries.length}: ${pending} pending, ${failed} failed)`,
        deliveries.length ? toText(deliveryTable(deliveries), 60) : "",
      ),
    );
    if (failed > 0) sections.push("Queue the failed ones again: npm run -s leads -- --retry-failed");
  }
  if (want.subscribers)
    sections.push(
      section(
        `Newsletter subscribers (${subscribers.length}${period})`,
        subscribers.length ? toText(subscriberTable(subscribers)) : "",
      ),
    );
  console.log(sections.join("\n\n"));
  if (contacts.some((row) => row.message.length > 48))
    console.log("\nLong messages are cut here; --json or --csv give them whole.");
}

await main();
