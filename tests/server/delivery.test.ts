import fs from "node:fs";
import { Window } from "happy-dom";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { formResult, postForm, type Fields } from "../support/form-posts";
import { mailsTo, startMailServer, type MailServer, type ReceivedMail } from "../support/mail-server";
import { withDatabase } from "../support/engine";
import { leads } from "../support/leads-cli";
import { startServer, type ServerProcess } from "../support/server-process";
import { temporaryDataDir } from "../support/temporary-dir";
import { until } from "../support/until";
import { startWebhookReceiver } from "../support/webhook-receiver";
import { fastDeliveryEnv, killedServerLease, testFirmInbox } from "../support/delivery-env";

/**
 * Lead delivery against the built server (`npm run build` first), a real SMTP server (smtp-server,
 * read back with mailparser) and a real HTTP webhook receiver. Retry timings are shortened through
 * the OUTBOX_* settings so that outages last seconds, not hours.
 */

const secret = `whsec_${Buffer.from("innova-test-webhook-secret-0123456789").toString("base64")}`;
const firm = testFirmInbox;

interface Delivery {
  id: number;
  kind: string;
  state: string;
  attempts: number;
  recipient: string | null;
  last_error: string | null;
}

function deliveries(dataDir: string): Promise<Delivery[]> {
  return withDatabase(dataDir, (db) =>
    db.all<Delivery>("SELECT id, kind, state, attempts, recipient, last_error FROM outbox ORDER BY id"),
  );
}

async function send(server: ServerProcess, fields: Fields, page = "/contact") {
  const answer = await postForm(server.origin, page, fields);
  expect(answer.status).toBe(200);
  expect(formResult(answer.text).ok).toBe(true);
}

const textOf = (one: ReceivedMail) =>
  `${one.parsed.subject ?? ""}\n${one.parsed.text ?? ""}\n${one.parsed.html || ""}`;
const messageIds = (mail: MailServer) => mail.received.map((one) => one.parsed.messageId);

const started: { servers: ServerProcess[]; mail: MailServer[]; cleanup: (() => Promise<void>)[] } = {
  servers: [],
  mail: [],
  cleanup: [],
};
async function site(env: Record<string, string>, dataDir = temporaryDataDir("delivery")) {
  const server = await startServer({ dataDir, env: { ...fastDeliveryEnv, ...env } });
  started.servers.push(server);
  return server;
}
async function smtp(port?: number) {
  const mail = await startMailServer(port);
  started.mail.push(mail);
  return mail;
}
afterEach(async () => {
  for (const server of started.servers.splice(0)) {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
  for (const mail of started.mail.splice(0)) await mail.stop();
  for (const cleanup of started.cleanup.splice(0)) await cleanup();
});

describe("a contact message with mail and webhook configured", () => {
  let mail: MailServer;
  let hooks: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let server: ServerProcess;
  beforeAll(async () => {
    mail = await startMailServer();
    hooks = await startWebhookReceiver();
    server = await startServer({
      dataDir: temporaryDataDir("delivery-main"),
      env: {
        ...fastDeliveryEnv,
        SMTP_URL: mail.url,
        LEAD_WEBHOOK_URL: hooks.url,
        LEAD_WEBHOOK_SECRET: secret,
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
    await mail?.stop();
    await hooks?.close();
  });

  const visitor = {
    name: `Zoé <b>O'Brien</b> & "Co"`,
    email: "zoe.obrien@example.org",
    company: "Acme <script>alert(1)</script>",
    message: "Bonjour,\nnous cherchons <i>un partenaire</i> pour notre ERP & BI.",
  };

  it("emails the firm every field with Reply-To the visitor, acknowledges in French without the typed text, and signs the webhook", async () => {
    await send(server, visitor, "/fr/contact");
    const [notification] = await until(
      "the firm's email",
      () => mailsTo(mail, firm).length === 1 && mailsTo(mail, firm),
    );
    const [acknowledgement] = await until("the acknowledgement", async () => {
      const found = mailsTo(mail, visitor.email);
      return found.length === 1 && found;
    });
    const hook = await until("the webhook", () => hooks.requests[0]);

    // The firm: subject with name and company, Reply-To the visitor, every field, escaped HTML.
    expect(notification!.rcptTo).toEqual([firm]);
    expect(notification!.parsed.subject).toBe(
      `New contact message from ${visitor.name} (${visitor.company})`,
    );
    expect(notification!.parsed.replyTo?.value).toEqual([{ address: visitor.email, name: visitor.name }]);
    expect(notification!.parsed.from?.value[0]?.address).toBe("hello@innova-consulting.com");
    const text = notification!.parsed.text ?? "";
    for (const value of [
      visitor.name,
      visitor.email,
      visitor.company,
      visitor.message,
      "/fr/contact",
      "Français (fr)",
      "UTC",
    ])
      expect(text).toContain(value);
    // In the HTML part, what the visitor typed is text a mail client shows, never an element.
    const html = new Window().document;
    html.write(notification!.parsed.html || "");
    for (const value of [visitor.name, visitor.company, visitor.message])
      expect(html.body.textContent).toContain(value);
    expect(html.querySelectorAll("script, b, i")).toHaveLength(0);

    // The visitor: French, our words only.
    expect(acknowledgement!.rcptTo).toEqual([visitor.email]);
    expect(acknowledgement!.parsed.subject).toBe("Nous avons bien reçu votre message");
    expect(acknowledgement!.parsed.text).toContain("sous 24\u00a0heures");
    expect(acknowledgement!.parsed.text).toContain("contact@innova-consulting.com");
    expect(acknowledgement!.parsed.replyTo).toBeUndefined();
    const ackAll = textOf(acknowledgement!);
    for (const typed of ["Zoé", "O'Brien", "O&#39;Brien", "Acme", "partenaire", "ERP"])
      expect(ackAll).not.toContain(typed);

    // Each email has its own stable Message-ID.
    expect(notification!.parsed.messageId).toMatch(/^<delivery-\d+\.\d+@innova-consulting\.com>$/);
    expect(acknowledgement!.parsed.messageId).toMatch(/^<delivery-\d+\.\d+@innova-consulting\.com>$/);
    expect(notification!.parsed.messageId).not.toBe(acknowledgement!.parsed.messageId);

    // The webhook: Standard Webhooks signature, every field.
    const verified = new Webhook(secret).verify(hook.body, hook.headers as Record<string, string>) as {
      type: string;
      data: Record<string, unknown>;
    };
    expect(verified.type).toBe("contact.created");
    expect(verified.data).toMatchObject({ ...visitor, lang: "fr", page: "/fr/contact" });
    expect(hook.headers["webhook-signature"]).toMatch(/^v1,/);
    expect(() =>
      new Webhook(`whsec_${Buffer.from("another secret entirely").toString("base64")}`).verify(
        hook.body,
        hook.headers as Record<string, string>,
      ),
    ).toThrow();

    await until("all sent", async () =>
      (await deliveries(server.dataDir)).every((row) => row.state === "sent"),
    );
    const health = (await (await fetch(`${server.origin}/healthz`)).json()) as {
      outbox: Record<string, number>;
    };
    expect(health.outbox).toEqual({ pending: 0, failed: 0, oldestPendingSeconds: 0 });
  });

  it("acknowledges one address at most once in 24 hours, but tells the firm of every message", async () => {
    const address = "repeat@example.com";
    await send(server, { ...visitor, email: address, message: "First message." }, "/pt/contact");
    await send(
      server,
      { ...visitor, email: "REPEAT@example.com", message: "Second message." },
      "/pt/contact",
    );
    await until(
      "both firm emails",
      () =>
        mailsTo(mail, firm).filter((one) => /First message|Second message/.test(one.parsed.text ?? ""))
          .length === 2,
    );
    await until("no pending deliveries", async () =>
      (await deliveries(server.dataDir)).every((row) => row.state === "sent"),
    );
    const acks = mailsTo(mail, address);
    expect(acks).toHaveLength(1);
    expect(acks[0]!.parsed.subject).toBe("Recebemos sua mensagem");
  });

  it("never lets a CR/LF in a field add a header or a recipient", async () => {
    const count = mail.received.length;
    const injected = {
      name: "Mallory\r\nBcc: victim@evil.test\r\nX-Injected: yes",
      email: "mallory@example.com",
      company: "Evil\nCc: other@evil.test",
      message: "Hi\r\n.\r\nRCPT TO:<smuggled@evil.test>\r\nBcc: third@evil.test",
    };
    await send(server, injected);
    await until("the two emails", () => mail.received.length === count + 2);
    for (const one of mail.received.slice(count)) {
      expect(one.rcptTo, one.raw).toHaveLength(1);
      expect(one.rcptTo.every((to) => [firm, injected.email].includes(to))).toBe(true);
      expect(one.parsed.headers.has("bcc")).toBe(false);
      expect(one.parsed.headers.has("cc")).toBe(false);
      expect(one.parsed.headers.has("x-injected")).toBe(false);
    }
    expect(mail.received.flatMap((one) => one.rcptTo).join(" ")).not.toMatch(/evil\.test/);
    // An address with a line break is refused by the form: nothing is stored, nothing is sent.
    const refused = await postForm(server.origin, "/contact", {
      ...injected,
      email: "a@example.com\r\nBcc: x@evil.test",
    });
    expect(formResult(refused.text).ok).toBe(false);
  });
});

describe("when delivery fails", () => {
  it("retries a webhook that answered 500 with the same webhook-id", async () => {
    const hooks = await startWebhookReceiver();
    started.cleanup.push(hooks.close);
    hooks.answerWith(500, 503);
    const server = await site({ LEAD_WEBHOOK_URL: hooks.url, LEAD_WEBHOOK_SECRET: secret });
    await send(server, { name: "Ana", email: "ana@example.com", message: "Hello" });
    await until("the third request", () => hooks.requests.length === 3);
    await until("sent", async () => (await deliveries(server.dataDir))[0]?.state === "sent");
    expect(hooks.requests.map((one) => one.status)).toEqual([500, 503, 204]);
    expect(new Set(hooks.requests.map((one) => one.headers["webhook-id"])).size).toBe(1);
    expect(await deliveries(server.dataDir)).toMatchObject([
      { kind: "contact.webhook", state: "sent", attempts: 3 },
    ]);
  });

  it("keeps trying while the mail server is down, then delivers exactly once", async () => {
    const mail = await smtp();
    mail.down();
    const server = await site({ SMTP_URL: mail.url });
    await send(server, { name: "Bruno", email: "bruno@example.com", message: "During the outage" });
    await until("three failed attempts", async () =>
      (await deliveries(server.dataDir)).every((row) => row.attempts >= 3),
    );
    expect((await deliveries(server.dataDir)).every((row) => row.state === "pending" && row.last_error)).toBe(
      true,
    );
    const health = (await (await fetch(`${server.origin}/healthz`)).json()) as {
      outbox: { pending: number };
    };
    expect(health.outbox.pending).toBe(2);

    mail.up();
    await until("both emails", () => mail.received.length === 2);
    await until("both sent", async () =>
      (await deliveries(server.dataDir)).every((row) => row.state === "sent"),
    );
    // Two rows, both sent: nothing is left that any worker could send again.
    expect(await deliveries(server.dataDir)).toHaveLength(2);
    expect(mail.received).toHaveLength(2);
    expect(new Set(messageIds(mail)).size).toBe(2);
  });

  it("marks a delivery the mail server refuses (5xx) failed after the limit; leads shows it; --retry-failed sends it", async () => {
    const mail = await smtp();
    mail.rejectWith();
    // Given up three seconds after it was queued: time for several retries (100 ms, then doubling)
    // even when a busy machine makes the first attempt late; a second gave up after one.
    const server = await site({ SMTP_URL: mail.url, OUTBOX_GIVE_UP_MS: "3000" });
    await send(server, { name: "Carla", email: "carla@example.com", message: "Refused" }, "/es/contact");
    await until("failed", async () => {
      const rows = await deliveries(server.dataDir);
      return rows.length === 2 && rows.every((row) => row.state === "failed");
    });
    const rows = await deliveries(server.dataDir);
    expect(rows.every((row) => row.attempts > 1 && /550/.test(row.last_error ?? ""))).toBe(true);
    const shown = await leads(server.dataDir, "--deliveries");
    expect(shown).toMatch(/notification\s+leads@innova\.test\s+failed/);
    expect(shown).toMatch(/acknowledgement\s+carla@example\.com\s+failed/);
    expect(shown).toContain("550");
    const health = (await (await fetch(`${server.origin}/healthz`)).json()) as { outbox: { failed: number } };
    expect(health.outbox.failed).toBe(2);

    mail.accept();
    expect(await leads(server.dataDir, "--retry-failed")).toContain("2 failed deliveries queued again");
    await until("both emails", () => mail.received.length === 2);
    await until("both sent", async () =>
      (await deliveries(server.dataDir)).every((row) => row.state === "sent"),
    );
    expect(mail.received.map((one) => one.parsed.subject).sort()).toEqual([
      "New contact message from Carla",
      "Recibimos su mensaje",
    ]);
    expect(await leads(server.dataDir, "--deliveries")).toMatch(/0 pending, 0 failed/);
  });

  it("delivers after a SIGKILL what was pending, each email once", async () => {
    const mail = await smtp();
    mail.down();
    const dataDir = temporaryDataDir("delivery-kill");
    const first = await startServer({
      dataDir,
      env: { ...fastDeliveryEnv, ...killedServerLease, SMTP_URL: mail.url },
    });
    for (const index of [1, 2, 3]) {
      await send(first, {
        name: `Lead ${index}`,
        email: `lead${index}@example.com`,
        message: `Message ${index}`,
      });
    }
    await until("six pending, tried", async () => {
      const rows = await deliveries(dataDir);
      return rows.length === 6 && rows.every((row) => row.attempts >= 1);
    });
    await first.kill();
    expect((await deliveries(dataDir)).every((row) => row.state === "pending")).toBe(true);

    // Only the killed server had tried them: the mail server has received nothing yet.
    mail.up();
    expect(mail.received).toHaveLength(0);
    const second = await site({ SMTP_URL: mail.url }, dataDir);
    await until("six emails", () => mail.received.length === 6);
    await until("all sent", async () =>
      (await deliveries(second.dataDir)).every((row) => row.state === "sent"),
    );
    // Six rows, all sent: nothing is left that a worker could send again.
    expect(await deliveries(second.dataDir)).toHaveLength(6);
    expect(mail.received).toHaveLength(6);
    expect(new Set(messageIds(mail)).size).toBe(6);
  });
});

describe("configuration", () => {
  it("says in one line when delivery is off, and the site still stores messages", async () => {
    const server = await site({});
    await until("the delivery line", () => server.output().includes("Lead delivery: off"));
    await send(server, { name: "Dora", email: "dora@example.com", message: "Stored only" });
    expect(await deliveries(server.dataDir)).toEqual([]);
  });
});
