import readline from "node:readline/promises";
import { retention } from "../../../app/config/retention";
import { site } from "../../../app/config/site";
import { createDelivery } from "../../../app/delivery/delivery.server";
import { createSubscriptions } from "../../../app/newsletter/subscriptions.server";
import { createDataRights, type Correction } from "../../../app/runtime/data-rights.server";
import type { Database } from "../../../app/store/queryable";
import { fail, openStore, readEnv } from "../command-line";

/**
 * A person's requests, answered from the database (`--person`, `--correct`, `--erase`), and what the
 * operator must still do by hand: the places the database does not reach, and the deadline.
 */

/** The data rights, telling the firm's CRM (the webhook, when set) what is erased. */
function rightsOn(db: Database) {
  const delivery = createDelivery(db, readEnv(), createSubscriptions(db));
  return createDataRights(db, delivery.onLeadsErased);
}

/** Where else the person's data may be, which no command here reaches. */
function elsewhere(): string {
  const mailboxes = site.privacy.processors.filter((processor) => processor.service === "mailbox");
  const crm = site.privacy.processors.filter((processor) => processor.service === "crm");
  return [
    "Also search, by hand:",
    `- the firm's mailboxes (${mailboxes.map((one) => one.name).join(", ") || "the inbox of LEADS_TO"}): the notifications of each message, and replies;`,
    crm.length > 0
      ? `- the CRM (${crm.map((one) => one.name).join(", ")}): an erasure sends it contact.erased, check that it deleted;`
      : "- any CRM or spreadsheet a lead was copied to;",
    `- backups: a copy keeps the record until it is deleted, ${retention.backupDays} days after it was made; after a restore, erase again.`,
    "Answer within the legal deadline of the person's market (docs/operations.md#a-persons-request).",
  ].join("\n");
}

export async function person(email: string) {
  const db = await openStore("read");
  const record = await createDataRights(db).person(email);
  await db.close();
  process.stdout.write(`${JSON.stringify(record, null, 2)}\n`);
  console.error(elsewhere());
}

export async function correct(email: string, correction: Correction) {
  if (!correction.email && !correction.name && !correction.firstName && !correction.lastName) {
    fail("Say what to correct: --email NEW, --name, --first-name or --last-name.");
  }
  const db = await openStore("write");
  try {
    const changed = await rightsOn(db).correct(email, correction);
    console.log(`Corrected ${changed} row(s) of ${email}.`);
    console.log(elsewhere());
  } catch (error) {
    fail((error as Error).message, 1);
  } finally {
    await db.close();
  }
}

export async function erase(email: string, confirmed: boolean) {
  const db = await openStore("write");
  try {
    const rights = rightsOn(db);
    const held = await rights.person(email);
    const found =
      held.contactMessages.length +
      held.subscriptionRequests.length +
      held.bookings.length +
      held.deliveries.length +
      (held.subscriber ? 1 : 0);
    if (found === 0 && held.otherSpellings.length === 0) {
      console.log(`Nothing is stored about ${email}.`);
      return;
    }
    const spellings =
      held.otherSpellings.length > 0 ? `, and everything of ${held.otherSpellings.join(", ")}` : "";
    if (!confirmed) {
      if (!process.stdin.isTTY) fail(`Erasing needs a confirmation: run it on a terminal, or add --yes.`);
      const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
      const answer = await rl.question(
        `Erase ${held.contactMessages.length} message(s), ${held.bookings.length} booking(s), ${held.subscriber ? "the subscription" : "no subscription"}, ` +
          `${held.subscriptionRequests.length} subscription request(s) and ${held.deliveries.length} delivery(ies) of ${email}${spellings}? Type "yes": `,
      );
      rl.close();
      if (answer.trim().toLowerCase() !== "yes") fail("Nothing was erased.", 1);
    }
    const removed = await rights.erase(email);
    console.log(
      `Erased for ${email}${spellings}: ${removed.contactMessages} contact message(s), ${removed.bookings} booking(s), ${removed.subscribers} subscriber(s), ` +
        `${removed.subscriptionRequests} subscription request(s), ${removed.deliveries} delivery(ies).`,
    );
    console.log(elsewhere());
  } finally {
    await db.close();
  }
}
