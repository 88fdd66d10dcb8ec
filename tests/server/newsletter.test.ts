import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { consentVersion } from "../../app/content/newsletter";
import type { Database } from "../../app/store/queryable";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm } from "../support/form-posts";
import { leads } from "../support/leads-cli";
import { header, mailsTo, startMailServer, type MailServer, type ReceivedMail } from "../support/mail-server";
import {
  builtSiteUrl,
  onServer,
  serverScript,
  startServer,
  type ServerProcess,
} from "../support/server-process";
import { temporaryDataDir } from "../support/temporary-dir";
import { databaseEnv, withDatabase } from "../support/engine";
import { until } from "../support/until";

/**
 * The newsletter's lawful life cycle against the built server and a real SMTP server: double opt-in
 * in the page's language, proof of consent, one-click unsubscribe as a mail provider sends it (RFC
 * 8058), the firm's access and erasure commands, and the retention job.
 */

const fast = {
  FORM_RATE_LIMIT: "0",
  FORM_MIN_FILL_MS: "0",
  MAIL_FROM: "Innova Consulting <hello@innova-consulting.com>",
  LEADS_TO: "leads@innova.test",
  OUTBOX_RETRY_BASE_MS: "100",
  OUTBOX_RETRY_MAX_MS: "400",
  OUTBOX_POLL_MS: "50",
};

interface Subscriber {
  id: number;
  email: string;
  first_name: string | null;
  lang: string;
  status: string;
  consent: string | null;
  unsubscribed_at: string | null;
}

function read<T>(server: ServerProcess, sql: string, ...params: (string | number)[]): Promise<T[]> {
  return withDatabase(server.dataDir, (db) => db.all<T>(sql, params));
}
function write(server: ServerProcess, sql: string, ...params: (string | number)[]) {
  return withDatabase(server.dataDir, (db) => db.run(sql, params));
}
const subscriber = async (server: ServerProcess, email: string) =>
  (await read<Subscriber>(server, "SELECT * FROM subscribers WHERE lower(email) = lower(?)", email))[0];

/** The site's own link in an email's text part (the button's URL), written with the public SITE_URL. */
function linkIn(one: ReceivedMail, pathPart: string) {
  const match = new RegExp(`https?://[^\\s>"]+${pathPart}\\?token=[\\w.-]+`).exec(one.parsed.text ?? "");
  if (!match) throw new Error(`No ${pathPart} link in: ${one.parsed.text}`);
  expect(match[0].startsWith(`${builtSiteUrl()}/`)).toBe(true);
  return onServer(server, match[0]);
}

/** The one-click unsubscribe URL of an email's `List-Unsubscribe`, as the test reaches it. */
function unsubscribeUrlOf(one: ReceivedMail) {
  return onServer(server, header(one, "List-Unsubscribe")!.slice(1, -1));
}

const get = async (url: string) => {
  const answer = await fetch(url, { redirect: "manual" });
  return { status: answer.status, text: await answer.text() };
};

/** A page's button, as a browser without JavaScript posts it (same origin). */
async function pressButton(url: string, fields: Record<string, string>) {
  const answer = await fetch(url, {
    method: "POST",
    headers: { Origin: new URL(url).origin },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  return { status: answer.status, text: await answer.text() };
}

let mail: MailServer;
let server: ServerProcess;
beforeAll(async () => {
  mail = await startMailServer();
  server = await startServer({
    dataDir: temporaryDataDir("newsletter"),
    env: { ...fast, SMTP_URL: mail.url },
  });
});
afterAll(async () => {
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  await mail?.stop();
});

/** Subscribes from a page the way a visitor without JavaScript does; returns the page's HTML. */
async function subscribe(page: string, fields: Record<string, string | string[]>) {
  const answer = await postForm(server.origin, `${page}?index`, fields);
  expect(answer.status).toBe(200);
  return answer.text;
}

describe("subscribing, confirming, leaving", () => {
  const ana = "ana.morales@example.com";
  let confirmUrl: string;
  let confirmation: ReceivedMail;

  it("keeps a subscription from /es pending and sends a Spanish confirmation with one-click unsubscribe headers", async () => {
    const page = await subscribe("/es", {
      firstName: "Ana",
      email: ana,
      interests: ["innovation"],
    });
    expect(page).toContain("¡Suscripción realizada con éxito!");
    expect(page).toContain("Gracias por suscribirse a nuestro boletín.");
    expect(page).toContain("Para empezar a recibirlo, confirme su dirección con el enlace del correo");
    expect(await subscriber(server, ana)).toMatchObject({ status: "pending", lang: "es", consent: null });

    confirmation = (
      await until("the confirmation", () => mailsTo(mail, ana).length === 1 && mailsTo(mail, ana))
    )[0]!;
    expect(confirmation!.parsed.subject).toBe("Confirme su suscripción");
    // Nothing the visitor typed goes to the address they typed (it could be anyone's). The links
    // are left out: their random tokens may spell anything, "Ana" included.
    expect(confirmation!.parsed.text?.replace(/https?:\/\/\S+/g, "")).not.toContain("Ana");
    confirmUrl = linkIn(confirmation!, "/es/newsletter/confirm");
    expect(confirmUrl.startsWith(`${server.origin}/es/newsletter/confirm?token=`)).toBe(true);
    const unsubscribe = header(confirmation!, "List-Unsubscribe");
    expect(unsubscribe?.startsWith(`<${builtSiteUrl()}/es/newsletter/unsubscribe?token=`)).toBe(true);
    expect(unsubscribe).toMatch(/\?token=\d+\.[\w-]{32}>$/);
    expect(header(confirmation!, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    // The server keeps only the token's hash.
    const stored = await read<{ token_hash: string }>(
      server,
      "SELECT token_hash FROM subscription_requests WHERE email = ?",
      ana,
    );
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(confirmUrl).not.toContain(stored[0]!.token_hash);
  });

  it("sends nothing new for a second subscription within 24 hours", async () => {
    await subscribe("/es", { email: ana.toUpperCase(), firstName: "Otra" });
    // The post answers once its rows are committed: a second email would be a second outbox row.
    const queued = await read(
      server,
      "SELECT id FROM outbox WHERE kind = ? AND lower(recipient) = lower(?)",
      "newsletter.confirmation",
      ana,
    );
    expect(queued).toHaveLength(1);
    expect(mailsTo(mail, ana)).toHaveLength(1);
    expect(await read(server, "SELECT id FROM subscription_requests WHERE email = ?", ana)).toHaveLength(1);
    expect(await subscriber(server, ana)).toMatchObject({ first_name: "Ana", status: "pending" });
  });

  it("leaves the subscription pending when the link is opened; the button confirms with the proof of consent", async () => {
    const opened = await get(confirmUrl);
    expect(opened.status).toBe(200);
    expect(opened.text).toContain('lang="es-419"');
    expect(opened.text).toContain("Confirmar mi suscripción");
    expect(opened.text).toContain('name="robots" content="noindex');
    expect((await subscriber(server, ana))!.status).toBe("pending");

    const token = new URL(confirmUrl).searchParams.get("token")!;
    const confirmed = await pressButton(confirmUrl, { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain("Suscripción confirmada");
    const row = (await subscriber(server, ana))!;
    expect(row.status).toBe("confirmed");
    expect(JSON.parse(row.consent!)).toMatchObject({ page: "/es", lang: "es", consentVersion });
    expect(JSON.parse(row.consent!).confirmedAt > JSON.parse(row.consent!).requestedAt).toBe(true);

    // Single use: the same token again changes nothing.
    const again = await pressButton(confirmUrl, { token });
    expect(again.text).toContain("Este enlace no es válido");
    expect(await subscriber(server, ana)).toEqual(row);
  });

  it("does not let a form post change a confirmed subscriber's details", async () => {
    const before = await subscriber(server, ana);
    const page = await subscribe("/fr", { email: "ANA.MORALES@EXAMPLE.COM", firstName: "Mallory" });
    // The same notice as for anyone: the form does not reveal who is subscribed.
    expect(page).toContain("Merci pour votre abonnement à notre lettre d’information.");
    expect(await subscriber(server, ana)).toEqual(before);
  });

  it("unsubscribes at once on the one-click POST a mail provider sends (no Origin, no cookie)", async () => {
    const url = unsubscribeUrlOf(confirmation);
    const answer = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
      redirect: "manual",
    });
    expect(answer.status).toBe(200);
    const row = (await subscriber(server, ana))!;
    expect(row.status).toBe("unsubscribed");
    expect(row.unsubscribed_at).toBeTruthy();
    // The consent record stays: it shows what was given and when it was withdrawn.
    expect(row.consent).toBeTruthy();
    // Nothing else does: no name, topics, page or language, on the subscriber or in its requests.
    const held = JSON.parse(await leads(server.dataDir, "--person", ana)) as {
      subscriber: Record<string, unknown>;
      subscriptionRequests: unknown[];
    };
    expect(held.subscriber).toMatchObject({
      first_name: null,
      last_name: null,
      interests: [],
      lang: null,
      page: null,
      status: "unsubscribed",
    });
    expect(held.subscriptionRequests).toEqual([]);

    const listed = JSON.parse(await leads(server.dataDir, "--json")) as {
      subscribers: { email: string; status: string; consent: unknown }[];
    };
    expect(listed.subscribers.find((one) => one.email === ana)).toMatchObject({
      status: "unsubscribed",
      consent: { lang: "es", page: "/es" },
    });
    expect(await leads(server.dataDir)).toMatch(/ana\.morales@example\.com.*unsubscribed/);
  });

  it("accepts the one-click POST as multipart/form-data too (RFC 8058's own example)", async () => {
    const email = "multipart@example.com";
    await subscribe("/", { email });
    const [sent] = await until(
      "the confirmation",
      () => mailsTo(mail, email).length === 1 && mailsTo(mail, email),
    );
    const url = unsubscribeUrlOf(sent!);
    const body = new FormData();
    body.append("List-Unsubscribe", "One-Click");
    const answer = await fetch(url, { method: "POST", body, redirect: "manual" });
    expect(answer.status).toBe(200);
    expect((await subscriber(server, email))!.status).toBe("unsubscribed");
    // Unsubscribed, the pending request is cancelled: its confirmation link no longer works.
    const confirmUrlOf = linkIn(sent!, "/newsletter/confirm");
    const opened = await get(confirmUrlOf);
    expect(opened.text).toContain("This link is not valid");
  });

  it("needs a new confirmation after unsubscribing", async () => {
    const email = "again@example.com";
    await write(
      server,
      `INSERT INTO subscribers (email, interests, lang, page, created_at, updated_at, status, consent, unsubscribed_at)
       VALUES (?, '[]', 'pt', '/pt', ?, ?, 'unsubscribed', '{}', ?)`,
      email,
      "2026-01-01T00:00:00.000Z",
      "2026-01-02T00:00:00.000Z",
      "2026-01-02T00:00:00.000Z",
    );
    await subscribe("/pt", { email });
    const [sent] = await until(
      "the confirmation",
      () => mailsTo(mail, email).length === 1 && mailsTo(mail, email),
    );
    expect(sent!.parsed.subject).toMatch(/Confirme sua assinatura/);
    expect((await subscriber(server, email))!.status).toBe("unsubscribed");
  });
});

describe("links that are not valid change nothing", () => {
  it("an expired confirmation link shows a clear page, and its button does nothing", async () => {
    const email = "late@example.com";
    await subscribe("/fr", { email });
    const [sent] = await until(
      "the confirmation",
      () => mailsTo(mail, email).length === 1 && mailsTo(mail, email),
    );
    const url = linkIn(sent!, "/fr/newsletter/confirm");
    await write(
      server,
      "UPDATE subscription_requests SET token_expires_at = ? WHERE email = ?",
      new Date(Date.now() - 1000).toISOString(),
      email,
    );
    const opened = await get(url);
    expect(opened.text).toContain("Ce lien a expiré");
    const pressed = await pressButton(url, { token: new URL(url).searchParams.get("token")! });
    expect(pressed.text).toContain("Ce lien a expiré");
    expect((await subscriber(server, email))!.status).toBe("pending");
  });

  it("a forged confirmation or unsubscribe token shows the invalid page, and nothing changes", async () => {
    const email = "forged@example.com";
    await subscribe("/", { email });
    await until("the confirmation", () => mailsTo(mail, email).length === 1);
    const before = (await subscriber(server, email))!;

    const forgedConfirm = `${server.origin}/newsletter/confirm?token=${"A".repeat(43)}`;
    expect((await get(forgedConfirm)).text).toContain("This link is not valid");
    expect((await pressButton(forgedConfirm, { token: "A".repeat(43) })).text).toContain(
      "This link is not valid",
    );

    // A subscriber id with somebody else's signature, and a made-up signature.
    const [other] = await read<Subscriber>(
      server,
      "SELECT * FROM subscribers WHERE email <> ? LIMIT 1",
      email,
    );
    const theirs =
      (mailsTo(mail, other!.email)[0] && header(mailsTo(mail, other!.email)[0]!, "List-Unsubscribe")) ?? "";
    const signature = /\.([\w-]{32})>$/.exec(theirs)?.[1] ?? "x".repeat(32);
    for (const token of [`${before.id}.${signature}`, `${before.id}.${"x".repeat(32)}`, `${before.id}`]) {
      const url = `${server.origin}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
      expect((await get(url)).text).toContain("This link is not valid");
      const posted = await fetch(url, {
        method: "POST",
        body: "List-Unsubscribe=One-Click",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      expect(await posted.text()).toContain("This link is not valid");
    }
    expect(await subscriber(server, email)).toEqual(before);
  });
});

describe("the firm's data-rights commands", () => {
  const email = "jonas.weber@example.de";

  it("--person prints everything stored about an address; --erase needs a terminal or --yes, then removes it everywhere", async () => {
    const sent = await postForm(server.origin, "/contact", {
      name: "Jonas Weber",
      email,
      message: "Wir möchten unsere Lieferkette digitalisieren.",
    });
    expect(sent.status).toBe(200);
    await subscribe("/", { email: "Jonas.Weber@example.de", firstName: "Jonas" });
    await until("the acknowledgement and the confirmation", () => mailsTo(mail, email).length === 2);

    const person = JSON.parse(await leads(server.dataDir, "--person", email.toUpperCase())) as {
      email: string;
      contactMessages: { message: string }[];
      subscriber: { status: string } | null;
      subscriptionRequests: unknown[];
      deliveries: { kind: string }[];
    };
    expect(person.contactMessages.map((one) => one.message)).toEqual([
      "Wir möchten unsere Lieferkette digitalisieren.",
    ]);
    expect(person.subscriber).toMatchObject({ status: "pending" });
    expect(person.subscriptionRequests).toHaveLength(1);
    // The firm's notification carries the message too: it counts.
    expect(person.deliveries.map((one) => one.kind).sort()).toEqual([
      "contact.acknowledgement",
      "contact.notification",
      "newsletter.confirmation",
    ]);

    const script = path.join(path.dirname(serverScript()), "leads.js");
    const refused = await promisify(execFile)(process.execPath, [script, "--erase", email], {
      env: { PATH: process.env.PATH, DATA_DIR: server.dataDir, ...(await databaseEnv(server.dataDir)) },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 2 });
    expect((refused as { stderr: string }).stderr).toContain("--yes");
    expect(JSON.parse(await leads(server.dataDir, "--person", email)).contactMessages).toHaveLength(1);

    const erased = await leads(server.dataDir, "--erase", email, "--yes");
    expect(erased).toMatch(/1 contact message\(s\)/);
    expect(erased).toMatch(/1 subscriber\(s\)/);
    expect(erased).toMatch(/3 delivery\(ies\)/);
    const after = JSON.parse(await leads(server.dataDir, "--person", email)) as typeof person;
    expect(after).toMatchObject({
      contactMessages: [],
      subscriber: null,
      subscriptionRequests: [],
      deliveries: [],
    });
  });
});

describe("retention", () => {
  it("deletes, when the server starts and daily, contact messages past RETENTION_DAYS and unconfirmed subscriptions past 30 days", async () => {
    const dataDir = temporaryDataDir("retention");
    // A first start creates the database; the rows are then back-dated as if written long ago.
    const first = await startServer({ dataDir, env: fast });
    await first.stop();
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    await withDatabase(dataDir, async (db) => {
      const contact = (...values: string[]) =>
        db.run(
          "INSERT INTO contact_messages (created_at, lang, page, name, email, message) VALUES (?, 'en', '/contact', ?, ?, 'Hello')",
          values,
        );
      await contact(daysAgo(400), "Old", "old@example.com");
      await contact(daysAgo(300), "Recent", "recent@example.com");
      const person = (...values: string[]) =>
        db.run(
          `INSERT INTO subscribers (email, interests, lang, page, created_at, updated_at, status)
           VALUES (?, '[]', 'en', '/', ?, ?, ?)`,
          values,
        );
      await person("stale@example.com", daysAgo(31), daysAgo(31), "pending");
      await person("fresh@example.com", daysAgo(29), daysAgo(29), "pending");
      await person("loyal@example.com", daysAgo(900), daysAgo(900), "confirmed");
      await db.run(
        `INSERT INTO subscription_requests (email, lang, page, consent_version, created_at) VALUES (?, 'en', '/', '2026-11-22', ?)`,
        ["stale@example.com", daysAgo(31)],
      );
    });

    const second = await startServer({ dataDir, env: { ...fast, RETENTION_DAYS: "365" } });
    try {
      const emails = (db: Database, table: string) =>
        db
          .all<{ email: string }>(`SELECT email FROM ${table} ORDER BY id`)
          .then((rows) => rows.map((row) => row.email));
      const rows = () =>
        withDatabase(dataDir, async (db) => ({
          contacts: await emails(db, "contact_messages"),
          subscribers: await emails(db, "subscribers"),
          requests: await emails(db, "subscription_requests"),
        }));
      await until("the retention job", async () => (await rows()).contacts.length === 1);
      expect(await rows()).toEqual({
        contacts: ["recent@example.com"],
        subscribers: ["fresh@example.com", "loyal@example.com"],
        requests: [],
      });
      expect(second.output()).not.toMatch(/Retention job failed/);
    } finally {
      await second.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
