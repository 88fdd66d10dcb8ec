import nodemailer, { type SendMailOptions } from "nodemailer";
import type { Invitation } from "~/booking/invitation.server";
import type { RenderedEmail } from "~/emails/render";
import { oneLine } from "~/emails/values";
import { claimBatch } from "./worker.server";

export interface Mail extends RenderedEmail {
  to: string;
  replyTo?: { name: string; address: string };
  /** Stable for one delivery, so a rare re-send after a crash is recognisable as the same email. */
  messageId: string;
  /** RFC 8058 one-click unsubscribe: the `List-Unsubscribe` and `List-Unsubscribe-Post` headers. */
  unsubscribeUrl?: string;
  /**
   * More headers (`List-Id`, `Precedence`...): names and values of our own, never a visitor's.
   * `prepared`: already encoded, sent as it is.
   */
  headers?: Record<string, string | { prepared: true; value: string }>;
  /** A calendar invitation (iTIP): nodemailer's `icalEvent`, a `text/calendar` part with its method. */
  icalEvent?: Invitation;
  /** Copies, as addresses of our own (the firm's inbox), never a visitor's. */
  cc?: string;
}

/**
 * Whether a send failed because the receiving side refused this recipient for good: a 5xx answer to
 * `RCPT TO` (no such mailbox, domain gone), not a policy refusal of ours (5.7.x: relaying, sender
 * authentication), which would refuse every recipient alike and is retried.
 */
export function isRecipientRefused(error: unknown): boolean {
  const { responseCode, command, response } = (error ?? {}) as {
    responseCode?: number;
    command?: string;
    response?: string;
  };
  return (
    typeof responseCode === "number" &&
    responseCode >= 500 &&
    responseCode < 600 &&
    /^RCPT\b/i.test(command ?? "") &&
    !/\b5\.7\.\d+/.test(response ?? "")
  );
}

/**
 * What nodemailer is given for `mail`: names flattened to one line, the one-click unsubscribe
 * headers when there is a link, and no file or URL that a value could make it read.
 */
export function messageOf(mail: Mail, from: string): SendMailOptions {
  return {
    from,
    to: mail.to,
    replyTo: mail.replyTo ? { name: oneLine(mail.replyTo.name), address: mail.replyTo.address } : undefined,
    subject: oneLine(mail.subject),
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    cc: mail.cc,
    icalEvent: mail.icalEvent
      ? { method: mail.icalEvent.method, filename: mail.icalEvent.filename, content: mail.icalEvent.content }
      : undefined,
    headers: {
      ...(mail.unsubscribeUrl
        ? {
            "List-Unsubscribe": `<${mail.unsubscribeUrl}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          }
        : {}),
      ...mail.headers,
    },
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/**
 * Sends email through `SMTP_URL`: `smtp://` upgrades with STARTTLS when the server offers it,
 * `smtps://` is TLS from the start. Addresses are passed as structured values and names are
 * flattened to one line, so no field can add a header or a recipient.
 */
export function createMailer(smtpUrl: string, from: string) {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // Connections are kept and reused (a newsletter is thousands of emails), one per delivery the
    // worker sends at once: none waits in the pool's queue while its claim's lease runs out.
    pool: true,
    maxConnections: claimBatch,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    async send(mail: Mail) {
      await transport.sendMail(messageOf(mail, from));
    },
    /** The host, without the credentials, for the start-up line. */
    describe() {
      const url = new URL(smtpUrl);
      return `${url.protocol}//${url.host}`;
    },
    close() {
      transport.close();
    },
  };
}

/** The domain of the sender's address: `hello@innova-consulting.com` → `innova-consulting.com`. */
export const senderDomain = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";

/** `<delivery-12.1735689600000@innova-consulting.com>`: the domain of the sender's address. */
export function messageIdFor(delivery: { id: number; created_at: string }, from: string) {
  return `<delivery-${delivery.id}.${Date.parse(delivery.created_at)}@${senderDomain(from)}>`;
}
