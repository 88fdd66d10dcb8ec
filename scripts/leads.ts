import fs from "node:fs";
import path from "node:path";
import readline from "node:readline/promises";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { ConfigError, parseEnv } from "../app/config/env.server";
import { databaseFile } from "../app/forms/db.server";
import { consentOf, contactTable, interestList, subscriberTable, toCsv, toText } from "./leads/export";
import { createDataRights } from "../app/forms/data-rights.server";
import { createLeadStore } from "../app/forms/leads.server";
import { createOutbox } from "../app/delivery/outbox.server";
import { deliveryTable } from "./leads/deliveries";

/**
 * `npm run leads`: the contact messages and newsletter subscribers the site has stored, read from
 * `DATA_DIR` like the server does. Bundled into `build/leads.js` by `npm run build`, so it runs
 * where the site runs, with no TypeScript tooling.
 */
const usage = `Usage: npm run -s leads -- [options]

Prints the contact messages and the newsletter subscribers stored in $DATA_DIR/${databaseFile}
(DATA_DIR defaults to ./data, as for the server).

  --contacts           only the contact messages
  --subscribers        only the newsletter subscribers
  --since YYYY-MM-DD   only what arrived (messages) or changed (subscribers) on or after that day, UTC
  --csv                CSV for a spreadsheet (one list: add --contacts or --subscribers)
  --json               JSON
  --deliveries         only the deliveries of the contact messages (email, acknowledgement, webhook)
  --retry-failed       queue the failed deliveries again (the running server sends them within a second)
  --person EMAIL       everything stored about that address, as JSON (a data access request)
  --erase EMAIL        delete everything stored about that address (messages, subscription, queued
                       emails), after a confirmation on the terminal; --yes skips it
  -h, --help           this help

Examples:
  npm run -s leads -- --since 2025-01-01
  npm run -s leads -- --csv --contacts > contacts.csv
  npm run -s leads -- --person ana@example.com > ana.json
  npm run -s leads -- --erase ana@example.com
  DATA_DIR=/var/lib/innova npm run -s leads -- --json > leads.json`;

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

function options() {
  try {
    const { values } = parseArgs({
      options: {
        contacts: { type: "boolean" },
        subscribers: { type: "boolean" },
        since: { type: "string" },
        csv: { type: "boolean" },
        json: { type: "boolean" },
        deliveries: { type: "boolean" },
        "retry-failed": { type: "boolean" },
        person: { type: "string" },
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

function sinceDay(value: string | undefined) {
  if (value === undefined) return "";
  const day = new Date(`${value}T00:00:00.000Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(value) ||
    Number.isNaN(day.getTime()) ||
    day.toISOString().slice(0, 10) !== value
  ) {
    fail(`--since takes a date as YYYY-MM-DD, such as 2025-01-31 (not ${JSON.stringify(value)}).`);
  }
  return value;
}

function openStore() {
  let dataDir: string;
  try {
    dataDir = parseEnv(process.env).DATA_DIR;
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message, 1);
    throw error;
  }
  const file = path.join(dataDir, databaseFile);
  // Never create a database here: a mistyped DATA_DIR must not look like "no leads yet".
  if (!fs.existsSync(file))
    fail(`No database at ${file}. Is DATA_DIR the server's? (It is created on the first submission.)`, 1);
  const db = new Database(file, { readonly: true, fileMustExist: true });
  return { ...createLeadStore(db), deliveries: () => outboxOf(db)?.contactDeliveries() ?? [] };
}

/** The outbox, when the database has one (a server of this version has started on it). */
function outboxOf(db: Database.Database) {
  const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'outbox'").get();
  return table ? createOutbox(db) : undefined;
}

/** The database, writable, for the commands that change it. */
function openWritable() {
  const file = path.join(parseEnv(process.env).DATA_DIR, databaseFile);
  if (!fs.existsSync(file)) fail(`No database at ${file}. Is DATA_DIR the server's?`, 1);
  return new Database(file, { fileMustExist: true, timeout: 5000 });
}

function person(email: string) {
  const db = new Database(path.join(parseEnv(process.env).DATA_DIR, databaseFile), {
    readonly: true,
    fileMustExist: true,
  });
  process.stdout.write(`${JSON.stringify(createDataRights(db).person(email), null, 2)}\n`);
}

async function erase(email: string, confirmed: boolean) {
  const db = openWritable();
  const rights = createDataRights(db);
  const held = rights.person(email);
  const found =
    held.contactMessages.length +
    held.subscriptionRequests.length +
    held.deliveries.length +
    (held.subscriber ? 1 : 0);
  if (found === 0) {
    console.log(`Nothing is stored about ${email}.`);
    return;
  }
  if (!confirmed) {
    if (!process.stdin.isTTY) fail(`Erasing needs a confirmation: run it on a terminal, or add --yes.`);
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
    const answer = await rl.question(
      `Erase ${held.contactMessages.length} message(s), ${held.subscriber ? "the subscription" : "no subscription"}, ` +
        `${held.subscriptionRequests.length} subscription request(s) and ${held.deliveries.length} delivery(ies) of ${email}? Type "yes": `,
    );
    rl.close();
    if (answer.trim().toLowerCase() !== "yes") fail("Nothing was erased.", 1);
  }
  const removed = rights.erase(email);
  db.close();
  console.log(
    `Erased for ${email}: ${removed.contactMessages} contact message(s), ${removed.subscribers} subscriber(s), ` +
      `${removed.subscriptionRequests} subscription request(s), ${removed.deliveries} delivery(ies).`,
  );
}

function retryFailed() {
  const db = openWritable();
  const outbox = outboxOf(db);
  const count = outbox ? outbox.retryFailed(new Date()) : 0;
  db.close();
  console.log(`${count} failed ${count === 1 ? "delivery" : "deliveries"} queued again.`);
}

async function main() {
  const args = options();
  if (args.help) return console.log(usage);
  if (args["retry-failed"]) return retryFailed();
  if (args.person !== undefined) return person(args.person);
  if (args.erase !== undefined) return erase(args.erase, Boolean(args.yes));
  if (args.csv && args.json) fail("Choose one of --csv and --json.");
  const since = sinceDay(args.since);
  const both = args.contacts === args.subscribers && !args.deliveries;
  const want = {
    contacts: both || Boolean(args.contacts),
    subscribers: both || Boolean(args.subscribers),
    deliveries: both || Boolean(args.deliveries) || Boolean(args.contacts),
  };
  if (args.csv && both) fail("A CSV file holds one list: add --contacts or --subscribers.");

  const store = openStore();
  const contacts = want.contacts ? store.contacts(since) : [];
  const subscribers = want.subscribers ? store.subscribers(since) : [];
  const contactIds = new Set(contacts.map((row) => row.id));
  const deliveries = want.deliveries
    ? store.deliveries().filter((row) => !want.contacts || contactIds.has(row.contact_id ?? -1))
    : [];

  if (args.json) {
    const out = {
      ...(want.contacts ? { contacts } : {}),
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
    return process.stdout.write(toCsv(want.contacts ? contactTable(contacts) : subscriberTable(subscribers)));

  const period = since ? `, since ${since}` : "";
  const sections: string[] = [];
  if (want.contacts)
    sections.push(
      section(
        `Contact messages (${contacts.length}${period})`,
        contacts.length ? toText(contactTable(contacts), 48) : "",
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

function section(title: string, table: string) {
  return `${title}\n${"=".repeat(title.length)}\n${table || "(none)"}`;
}

await main();
