import { renderAcknowledgement } from "~/emails/acknowledgement";
import { renderNotification } from "~/emails/notification";
import { contactFieldValues } from "~/leads/contact-fields";
import type { LeadPayload } from "~/leads/types";
import { messageIdFor } from "../mailer.server";
import type { DeliveryRow } from "../outbox.server";
import type { createWebhookSender } from "../webhook.server";
import type { Sender } from "../worker.server";
import type { MailContext } from "./context.server";

/** The deliveries a contact message queues (`outbox-kinds.server.ts`'s `onContact`). */
export const contactKinds = {
  /** The message, to the firm (`LEADS_TO`), answerable with Reply. */
  notification: "contact.notification",
  /** "We have your message", to the address the visitor typed: capped (`visitor-mail.server.ts`). */
  acknowledgement: "contact.acknowledgement",
  /** The message as signed JSON, to `LEAD_WEBHOOK_URL`. */
  webhook: "contact.webhook",
} as const;

const leadOf = (row: DeliveryRow) => JSON.parse(row.payload) as LeadPayload;

/** The contact message's two emails. */
export function contactMailSenders({ env, mailer, from, toVisitor }: MailContext): Record<string, Sender> {
  return {
    [contactKinds.notification]: async (row) => {
      const lead = leadOf(row);
      await mailer.send({
        ...renderNotification(lead, env.LEADS_LANG, env.SITE_URL),
        to: row.recipient ?? env.LEADS_TO,
        replyTo: { name: lead.name, address: lead.email },
        messageId: messageIdFor(row, from),
      });
    },
    [contactKinds.acknowledgement]: async (row) => {
      const lead = leadOf(row);
      return toVisitor({
        ...renderAcknowledgement(lead.lang),
        to: lead.email,
        messageId: messageIdFor(row, from),
      });
    },
  };
}

/** The contact message to the firm's webhook; its id lets the receiver drop a repeat. */
export function contactWebhookSenders(
  webhook: ReturnType<typeof createWebhookSender>,
): Record<string, Sender> {
  return {
    [contactKinds.webhook]: async (row) => {
      const lead = leadOf(row);
      await webhook.send(`msg_delivery_${row.id}_${Date.parse(row.created_at)}`, {
        type: "contact.created",
        timestamp: new Date().toISOString(),
        data: {
          id: lead.contactId,
          ...contactFieldValues(lead),
          lang: lead.lang,
          page: lead.page,
          createdAt: lead.at,
        },
      });
    },
  };
}
