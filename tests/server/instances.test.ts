import { describe, expect, it } from "vitest";
import { withDatabase, testEngine } from "../support/engine";
import { formResult, pool, postForm } from "../support/form-posts";
import type { MailServer } from "../support/mail-server";
import type { ServerProcess } from "../support/server-process";
import { stoppedAfterEach } from "../support/started";
import { timeFor, until } from "../support/until";
import { claimBatch } from "../../app/delivery/worker.server";
import { fastDeliveryEnv, killedServerLease, testFirmInbox } from "../support/delivery-env";

/**
 * Several server instances on one PostgreSQL, as behind a load balancer: they share the leads, the
 * outbox (no delivery sent twice, none lost when an instance dies) and the rate limit. SQLite
 * serves one instance: this file runs in the `postgres` project only.
 */
const firm = testFirmInbox;

const started = stoppedAfterEach();
const mailServer = started.mailServer;

/** Two instances on one database (the data directory names the test's database). */
async function twoInstances(env: Record<string, string>) {
  const dataDir = started.dataDir("instances");
  // Started together: both migrate the same empty database at once.
  const servers = await Promise.all([started.server(dataDir, env), started.server(dataDir, env)]);
  return { dataDir, servers };
}

const contact = (server: ServerProcess, index: number, marker: string) =>
  postForm(server.origin, "/contact", {
    name: `Lead ${index}`,
    email: `lead${index}@example.com`,
    message: `${marker} ${index}`,
  }).then((answer) => answer.status === 200 && formResult(answer.text).ok === true);

const notifications = (mail: MailServer) =>
  mail.received.filter((one) => one.rcptTo.includes(firm) && /^Load \d+$/m.test(one.parsed.text ?? ""));

describe.skipIf(testEngine() !== "postgres")("two server instances on one PostgreSQL", () => {
  it("store 1,000 concurrent posts split between them, and the firm gets each once", async () => {
    const mail = await mailServer();
    const { dataDir, servers } = await twoInstances({ ...fastDeliveryEnv, SMTP_URL: mail.url });
    expect(servers[0]!.output()).toMatch(/data: PostgreSQL, 127\.0\.0\.1:\d+\/innova_instances_/);

    const answers = await pool(1000, 50, (index) => contact(servers[index % 2]!, index, "Load"));
    expect(answers.filter(Boolean)).toHaveLength(1000);

    await until("1,000 firm notifications", () => notifications(mail).length >= 1000, timeFor(1000));
    // The outbox is drained: nothing pending, nothing failed.
    await until(
      "every delivery sent",
      () =>
        withDatabase(dataDir, async (db) => {
          const left = await db.get<{ n: number }>("SELECT count(*) AS n FROM outbox WHERE state <> 'sent'");
          return left?.n === 0;
        }),
      timeFor(2000),
    );
    // One each: a second copy only of a notification claimed twice (its lease ran out mid-send on
    // a busy machine), with the same Message-ID, which the firm's mail system keeps once.
    const firmMails = notifications(mail);
    expect(new Set(firmMails.map((one) => one.parsed.text?.match(/^Load \d+$/m)?.[0])).size).toBe(1000);
    expect(new Set(firmMails.map((one) => one.parsed.messageId)).size).toBe(1000);
    const claimedAgain = await withDatabase(dataDir, (db) =>
      db.get<{ n: number }>(
        "SELECT count(*) AS n FROM outbox WHERE kind = 'contact.notification' AND attempts > 1",
      ),
    );
    expect(firmMails.length - 1000).toBeLessThanOrEqual(Number(claimedAgain?.n));
    const stored = await withDatabase(dataDir, (db) =>
      db.all<{ message: string }>("SELECT message FROM contact_messages"),
    );
    expect(new Set(stored.map((row) => row.message)).size).toBe(1000);
    // Each lead queued one notification and one acknowledgement (every address was new).
    const senders = await withDatabase(dataDir, (db) =>
      db.all<{ kind: string; n: number }>(
        "SELECT kind, count(*) AS n FROM outbox GROUP BY kind ORDER BY kind",
      ),
    );
    expect(senders).toEqual([
      { kind: "contact.acknowledgement", n: 1000 },
      { kind: "contact.notification", n: 1000 },
    ]);
  }, 870_000); // timeFor(1000 + 2000) + a minute: 1,000 posts, 2,000 emails

  it("count the rate limit across both", async () => {
    const { servers } = await twoInstances({ ...fastDeliveryEnv, FORM_RATE_LIMIT: "3" });
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const statuses: number[] = [];
    for (const [index, server] of [a, b, a, b].entries()) {
      const answer = await postForm(server.origin, "/contact", {
        name: "Limit",
        email: `limit${index}@example.com`,
        message: `Limited ${index}`,
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("lose nothing acknowledged when one is killed mid-load; the other sends what it had claimed", async () => {
    const mail = await mailServer();
    // A slow mail server, so the killed instance dies holding claimed deliveries.
    mail.answerAfter(300);
    const { dataDir, servers } = await twoInstances({
      ...fastDeliveryEnv,
      ...killedServerLease,
      SMTP_URL: mail.url,
    });
    const [victim, survivor] = servers as [ServerProcess, ServerProcess];

    const acknowledged: number[] = [];
    let killed = false;
    await pool(600, 30, async (index) => {
      if (index === 300 && !killed) {
        killed = true;
        // Killed while it holds claims: more rows claimed than one worker takes at a time means
        // both hold some (on a loaded machine the victim's worker may otherwise be between rounds).
        await until("both instances holding claimed deliveries", () =>
          withDatabase(dataDir, async (db) => {
            const claimed = await db.get<{ n: number }>(
              "SELECT count(*) AS n FROM outbox WHERE state = 'pending' AND claim_token IS NOT NULL",
            );
            return Number(claimed?.n) > claimBatch;
          }),
        );
        await victim.kill();
      }
      const server = index % 2 === 0 ? victim : survivor;
      const ok = await contact(server, index, "Load").catch(() => false);
      if (ok) acknowledged.push(index);
    });
    // The survivor answers all its 300; the victim what it could before it died, whatever that was.
    expect(acknowledged.filter((index) => index % 2 === 1)).toHaveLength(300);
    expect(acknowledged.some((index) => index % 2 === 0)).toBe(true);

    await until(
      "every stored message's notification",
      () =>
        withDatabase(dataDir, async (db) => {
          const left = await db.get<{ n: number }>("SELECT count(*) AS n FROM outbox WHERE state <> 'sent'");
          return left?.n === 0;
        }),
      // A notification and an acknowledgement each, from a mail server that answers after 300 ms.
      timeFor(2 * acknowledged.length, 400),
    );
    const rows = await withDatabase(dataDir, (db) =>
      db.all<{ message: string }>(
        `SELECT c.message FROM contact_messages c
         JOIN outbox o ON o.contact_id = c.id AND o.kind = 'contact.notification'`,
      ),
    );
    const stored = new Set(rows.map((row) => row.message));
    expect(acknowledged.filter((index) => !stored.has(`Load ${index}`))).toEqual([]);
    const notified = new Set(notifications(mail).map((one) => one.parsed.text?.match(/^Load \d+$/m)?.[0]));
    expect([...stored].filter((message) => !notified.has(message))).toEqual([]);
    // Some were claimed by the killed instance, then sent by the survivor once the claim expired:
    // notifications or acknowledgements, whichever kind it held when it died.
    const retried = await withDatabase(dataDir, (db) =>
      db.get<{ n: number }>("SELECT count(*) AS n FROM outbox WHERE contact_id IS NOT NULL AND attempts > 1"),
    );
    expect(Number(retried?.n)).toBeGreaterThan(0);
    // Each notification has one Message-ID: a copy the killed instance may have handed over just
    // before dying carries the same one, so the firm's mail system keeps one.
    const ids = new Set(notifications(mail).map((one) => one.parsed.messageId));
    expect(ids.size).toBe(stored.size);
  }, 750_000); // timeFor(600) + timeFor(1200, 400): 600 posts, 1,200 slow emails
});
