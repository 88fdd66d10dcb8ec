import { setTimeout as sleep } from "node:timers/promises";
import { SMTPServer } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";

export interface ReceivedMail {
  /** The envelope: who the SMTP session really delivered to. */
  rcptTo: string[];
  mailFrom: string;
  parsed: ParsedMail;
  raw: string;
  /** When it was kept (ms since the epoch). */
  at: number;
}

/**
 * A real SMTP server on 127.0.0.1 for the delivery tests: it stores what it receives, answers 5xx
 * when told to, and can be stopped and started again on the same port (a mail outage).
 */
export async function startMailServer(port?: number) {
  const received: ReceivedMail[] = [];
  let reject: string | undefined;
  const refusedRecipients = new Set<string>();
  let answerAfterMs = 0;
  let down = false;
  /** Connections answered 421 while down. */
  let refusals = 0;
  let server: SMTPServer | undefined;
  let boundPort = port ?? 0;

  const listen = () =>
    new Promise<void>((resolve, reject_) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        onConnect(_session, callback) {
          if (!down) return callback();
          refusals += 1;
          callback(
            Object.assign(new Error("4.3.2 Service not available, try again later"), { responseCode: 421 }),
          );
        },
        onRcptTo(address, _session, callback) {
          if (!refusedRecipients.has(address.address.toLowerCase())) return callback();
          callback(Object.assign(new Error("5.1.1 No such mailbox here"), { responseCode: 550 }));
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", async () => {
            if (answerAfterMs > 0) await sleep(answerAfterMs);
            if (reject) return callback(Object.assign(new Error(reject), { responseCode: 550 }));
            const raw = Buffer.concat(chunks).toString("utf8");
            simpleParser(raw).then(
              (parsed) => {
                received.push({
                  rcptTo: session.envelope.rcptTo.map((address) => address.address),
                  mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
                  parsed,
                  raw,
                  at: Date.now(),
                });
                callback();
              },
              (error: Error) => callback(error),
            );
          });
        },
      });
      server.once("error", reject_);
      server.listen(boundPort, "127.0.0.1", () => {
        server!.off("error", reject_);
        // A sender killed in the middle of a conversation (the crash tests) resets its connection; a
        // mail server shrugs that off. Anything else is a fault of the test and fails it.
        server!.on("error", (error: NodeJS.ErrnoException) => {
          if (error.code !== "ECONNRESET" && error.code !== "EPIPE") throw error;
        });
        const address = (server as unknown as { server: { address(): { port: number } } }).server.address();
        boundPort = address.port;
        resolve();
      });
    });

  await listen();
  return {
    received,
    get port() {
      return boundPort;
    },
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    /** Every delivery is refused with this 5xx answer, until `accept()`. */
    rejectWith(message = "550 5.7.1 Relaying refused by test server") {
      reject = message;
    },
    accept() {
      reject = undefined;
    },
    /** `RCPT TO` this address is answered `550 5.1.1` (a mailbox that does not exist), for good. */
    refuseRecipient(address: string) {
      refusedRecipients.add(address.toLowerCase());
    },
    /** A slow mail server: each message is answered (and kept) `ms` after its data arrived. */
    answerAfter(ms: number) {
      answerAfterMs = ms;
    },
    /**
     * An outage: every connection is answered 421 (service not available, try later) and closed, until
     * `up()`. The port stays the test's: closed, it could be handed to another test's mail server
     * in the meantime, which would then receive this test's mail.
     */
    down() {
      down = true;
    },
    /** How many connections the outage has answered 421 so far: each was a sender's whole try. */
    get refusals() {
      return refusals;
    },
    up() {
      down = false;
    },
    /** Closes the server (the end of a test). */
    async stop() {
      const current = server;
      server = undefined;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
  };
}

export type MailServer = Awaited<ReturnType<typeof startMailServer>>;

/** What the mail server kept for `address` (any case). */
export const mailsTo = (mail: MailServer, address: string) =>
  mail.received.filter((one) => one.rcptTo.some((to) => to.toLowerCase() === address.toLowerCase()));

/** A header as the message carries it (unfolded), as a mail provider reads it. */
export function header(one: ReceivedMail, name: string) {
  const head = one.raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const line = head.split(/\r?\n/).find((one) => one.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}
