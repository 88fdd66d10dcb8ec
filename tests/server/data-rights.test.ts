import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withDatabase } from "../support/engine";
import { postForm } from "../support/form-posts";
import { leads, leadsWith } from "../support/leads-cli";
import { startServer, type ServerProcess } from "../support/server-process";
import { temporaryDataDir } from "../support/temporary-dir";
import { until } from "../support/until";
import { startWebhookReceiver } from "../support/webhook-receiver";

/**
 * A person's rights beyond print and erase: their mailbox's other spellings found and erased with it,
 * a correction made everywhere, and the CRM behind the webhook told which messages to delete, on an
 * erasure and when the retention job deletes them.
 */
const secret = `whsec_${Buffer.from("innova-test-webhook-secret-0123456789").toString("base64")}`;
let hooks: Awaited<ReturnType<typeof startWebhookReceiver>>;
let server: ServerProcess;
let env: Record<string, string>;

beforeAll(async () => {
  hooks = await startWebhookReceiver();
  env = { LEAD_WEBHOOK_URL: hooks.url, LEAD_WEBHOOK_SECRET: secret, OUTBOX_POLL_MS: "50" };
  server = await startServer({
    dataDir: temporaryDataDir("data-rights"),
    env: { ...env, FORM_RATE_LIMIT: "0", FORM_MIN_FILL_MS: "0" },
  });
});
afterAll(async () => {
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  await hooks?.close();
});

const send = (email: string, name: string) =>
  postForm(server.origin, "/contact", { name, email, message: `A message from ${name}.` });
const events = (type: string) =>
  hooks.requests
    .map((one) => JSON.parse(one.body) as { type: string; data: Record<string, unknown> })
    .filter((one) => one.type === type);

describe("a person's data", () => {
  it("finds the mailbox's other spellings, erases them all, and tells the CRM which messages to delete", async () => {
    expect((await send("Ana.Souza+site@GoogleMail.com", "Ana")).status).toBe(200);
    expect((await send("anasouza@gmail.com", "Ana Souza")).status).toBe(200);
    await until("both messages at the CRM", () => events("contact.created").length === 2);
    const ids = events("contact.created").map((one) => one.data.id);

    const held = JSON.parse(await leads(server.dataDir, "--person", "anasouza@gmail.com")) as {
      otherSpellings: string[];
    };
    expect(held.otherSpellings).toEqual(["Ana.Souza+site@GoogleMail.com"]);

    const erased = await leadsWith(server.dataDir, env, "--erase", "anasouza@gmail.com", "--yes");
    expect(erased).toContain("2 contact message(s)");
    expect(erased).toMatch(/backups/);
    const left = await withDatabase(server.dataDir, (db) => db.all("SELECT id FROM contact_messages"));
    expect(left).toEqual([]);
    const told = await until("the erasure at the CRM", () => events("contact.erased")[0]);
    expect(told.data).toEqual({ ids: expect.arrayContaining(ids), reason: "request" });
    expect((told.data.ids as number[]).length).toBe(2);
  });

  it("corrects an address and a name everywhere it is stored", async () => {
    expect((await send("jonas@exmaple.com", "Jonas Wever")).status).toBe(200);
    const said = await leads(
      server.dataDir,
      "--correct",
      "jonas@exmaple.com",
      "--email",
      "jonas@example.com",
      "--name",
      "Jonas Weber",
    );
    expect(said).toContain("Corrected 1 row(s)");
    const now = JSON.parse(await leads(server.dataDir, "--person", "jonas@example.com")) as {
      contactMessages: { name: string; email: string }[];
    };
    expect(now.contactMessages).toMatchObject([{ name: "Jonas Weber", email: "jonas@example.com" }]);
    const before = JSON.parse(await leads(server.dataDir, "--person", "jonas@exmaple.com")) as {
      contactMessages: unknown[];
    };
    expect(before.contactMessages).toEqual([]);
  });

  it("tells the CRM of the messages the retention job deletes", async () => {
    await withDatabase(server.dataDir, (db) =>
      db.run("UPDATE contact_messages SET created_at = ?", [
        new Date(Date.now() - 800 * 86_400_000).toISOString(),
      ]),
    );
    await server.stop();
    server = await startServer({
      dataDir: server.dataDir,
      env: { ...env, FORM_RATE_LIMIT: "0", FORM_MIN_FILL_MS: "0" },
    });
    const told = await until("the retention's erasure at the CRM", () =>
      events("contact.erased").find((one) => one.data.reason === "retention"),
    );
    expect((told.data.ids as number[]).length).toBe(1);
  });
});
