import { renderAcknowledgement } from "~/emails/acknowledgement";
import { renderNotification } from "~/emails/notification";
import { contactFieldValues } from "~/leads/contact-fields";
import type { LeadPayload } from "~/leads/types";
import { messageIdFor } from "../mailer.server";
import type { DeliveryRow } from "../outbox-types";
import type { createWebhookSender } from "../webhook.server";
import type { Sender } from "../worker.server";
import type { MailContext } from "./context.server";

/**
 * The senders of the deliveries a contact message queues (`delivery.server.ts`'s `onContact`), each
 * registered under its kind in `kinds.server.ts`.
 */

const leadOf = (row: DeliveryRow) => JSON.parse(row.payload) as LeadPayload;

/**
 * The contact message's two emails: the message to the firm (`LEADS_TO`), answerable with Reply; "we
 * have your message" to the address the visitor typed (capped: `visitor-mail.server.ts`).
 */
export function contactMailSenders({
  env,
  mailer,
  from,
  toVisitor,
}: MailContext): Record<"notification" | "acknowledgement", Sender> {
  return {
    notification: async (row) => {
      const lead = leadOf(row);
      await mailer.send({
        ...renderNotification(lead, env.LEADS_LANG, env.SITE_URL),
        to: row.recipient ?? env.LEADS_TO,
        replyTo: { name: lead.name, address: lead.email },
        messageId: messageIdFor(row, from),
      });
    },
    acknowledgement: async (row) => {
      const lead = leadOf(row);
      return toVisitor({
        ...renderAcknowledgement(lead.lang),
        to: lead.email,
        messageId: messageIdFor(row, from),
      });
    },
  };
}

/** The contact message as signed JSON to the firm's webhook; its id lets the receiver drop a repeat. */
export function contactWebhookSenders(
  webhook: ReturnType<typeof createWebhookSender>,
): Record<"webhook", Sender> {
  return {
    webhook: async (row) => {
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

/**
 * Leads deleted here (an erasure, or the retention job), as signed JSON to the firm's webhook:
 * `contact.erased` or `booking.erased` with the ids the `.created` events gave, so that the CRM
 * deletes them too.
 */
export function erasedSender(
  webhook: ReturnType<typeof createWebhookSender>,
  type: "contact.erased" | "booking.erased",
): Sender {
  return async (row) => {
    const { ids, reason } = JSON.parse(row.payload) as { ids: unknown[]; reason: "request" | "retention" };
    await webhook.send(`msg_delivery_${row.id}_${Date.parse(row.created_at)}`, {
      type,
      timestamp: new Date().toISOString(),
      data: { ids, reason },
    });
  };
}
