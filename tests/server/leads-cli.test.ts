import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseEnv, testEngine, withDatabase } from "../support/engine";
import { formResult, postForm } from "../support/form-posts";
import { leads } from "../support/leads-cli";
import { serverScript, startServer, type ServerProcess } from "../support/server-process";
import { temporaryDataDir } from "../support/temporary-dir";
import { until } from "../support/until";

/**
 * `npm run leads`, every listing option, on the engine of the run (SQLite's file or PostgreSQL's
 * `DATABASE_URL`): what the firm reads is what the server stored.
 */
let server: ServerProcess;
const today = new Date().toISOString().slice(0, 10);

/** The command's exit code and error line, for the refusals. */
async function refused(env: Record<string, string>, ...args: string[]) {
  const script = path.join(path.dirname(serverScript()), "leads.js");
  return promisify(execFile)(process.execPath, [script, ...args], {
    env: { PATH: process.env.PATH, ...env },
  }).then(
    () => ({ code: 0, stderr: "" }),
    (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
  );
}

beforeAll(async () => {
  server = await startServer({
    dataDir: temporaryDataDir("leads-cli"),
    env: { FORM_RATE_LIMIT: "0", FORM_MIN_FILL_MS: "0" },
  });
  for (const [name, message] of [
    ["Old Lead", "Asked long ago"],
    ["Nova Lead", 'Orçamento para "ERP", 2 fases'],
  ]) {
    const answer = await postForm(server.origin, "/pt/contact", {
      name: name!,
      email: `${name!.split(" ")[0]!.toLowerCase()}@example.com`,
      company: "Acme, Ltda.",
      message: message!,
    });
    expect(formResult(answer.text).ok).toBe(true);
  }
  const subscribed = await postForm(server.origin, "/?index", {
    email: "reader@example.com",
    firstName: "Rita",
    interests: ["innovation", "technology-trends"],
  });
  expect(formResult(subscribed.text).ok).toBe(true);
  // A post is acknowledged once journaled, and stored just after: wait for the database to have both
  // messages and the subscriber (a busy machine can take a moment).
  await until("both messages and the subscriber stored", async () => {
    const all = await leads(server.dataDir);
    return all.includes("Contact messages (2)") && all.includes("Newsletter subscribers (1)");
  });
  // The first message arrived a year ago.
  await withDatabase(server.dataDir, (db) =>
    db.run("UPDATE contact_messages SET created_at = ? WHERE name = 'Old Lead'", [
      "2025-01-15T09:00:00.000Z",
    ]),
  );
});

afterAll(async () => {
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

describe(`npm run leads on ${testEngine()}`, () => {
  it("lists both lists, and only what arrived since a day with --since", async () => {
    const all = await leads(server.dataDir);
    expect(all).toMatch(/Contact messages \(2\)/);
    expect(all).toMatch(/Newsletter subscribers \(1\)/);
    expect(all).toContain("reader@example.com");
    const recent = await leads(server.dataDir, "--contacts", "--since", today);
    expect(recent).toMatch(new RegExp(`Contact messages \\(1, since ${today}\\)`));
    expect(recent).toContain("Nova Lead");
    expect(recent).not.toContain("Old Lead");
  });

  it("writes CSV for one list, quoted as RFC 4180 says", async () => {
    const contacts = await leads(server.dataDir, "--csv", "--contacts");
    const lines = contacts.split("\r\n");
    expect(lines[0]).toBe("id,received,lang,page,name,email,company,message,referral");
    expect(lines).toHaveLength(4);
    expect(contacts).toContain('"Acme, Ltda."');
    expect(contacts).toContain('"Orçamento para ""ERP"", 2 fases"');
    expect(contacts).toContain("/pt/contact");
    const subscribers = await leads(server.dataDir, "--csv", "--subscribers");
    expect(subscribers.split("\r\n")[1]).toMatch(/^\d+,reader@example\.com,pending,Rita,/);
  });

  it("gives everything as JSON, interests as arrays", async () => {
    const json = JSON.parse(await leads(server.dataDir, "--json")) as {
      contacts: { name: string; created_at: string }[];
      subscribers: { email: string; interests: string[] }[];
      deliveries: unknown[];
    };
    expect(json.contacts.map((row) => row.name)).toEqual(["Old Lead", "Nova Lead"]);
    expect(json.contacts[0]!.created_at).toBe("2025-01-15T09:00:00.000Z");
    expect(json.subscribers).toMatchObject([
      { email: "reader@example.com", interests: ["innovation", "technology-trends"] },
    ]);
    // Delivery is off on this server: nothing was queued.
    expect(json.deliveries).toEqual([]);
  });

  it("refuses what it cannot do, in one line", async () => {
    const env = { DATA_DIR: server.dataDir, ...(await databaseEnv(server.dataDir)) };
    expect(await refused(env, "--csv")).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("one list"),
    });
    expect(await refused(env, "--since", "2025-13-01")).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("YYYY-MM-DD"),
    });
    // A mistyped location never looks like "no leads yet".
    const elsewhere = temporaryDataDir("leads-cli-empty");
    const empty = { DATA_DIR: path.join(elsewhere, "missing"), ...(await databaseEnv(elsewhere)) };
    const missing = await refused(empty, "--contacts");
    fs.rmSync(elsewhere, { recursive: true, force: true });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(testEngine() === "sqlite" ? /No database at / : /no leads tables/);
  });
});
