import { digestFigures } from "~/analytics/digest.server";
import type { Week } from "~/analytics/weeks";
import { renderDigest } from "~/emails/digest";
import { messageIdFor } from "../mailer.server";
import type { Sender } from "../worker.server";
import type { BookingParts } from "./booking.server";
import type { MailContext } from "./context.server";

/**
 * Sends the firm's weekly analytics digest (queued by `weekly-digest.server.ts`; its figures:
 * `analytics/digest.server.ts`) with the figures as they are when it is sent, in `LEADS_LANG`; and,
 * as `/healthz` does, the consultants whose calendar this instance could not read at its last try:
 * they offer no times until it can.
 */
export function digestSender({ db, env, mailer, from }: MailContext, booking: BookingParts): Sender {
  return async (row) => {
    const figures = await digestFigures(db, JSON.parse(row.payload) as Week);
    const unreadable = (booking.unreadable?.() ?? []).map(({ personId, reason, at }) => ({
      name: booking.consultants.find((one) => one.id === personId)?.name ?? personId,
      reason,
      at,
    }));
    await mailer.send({
      ...renderDigest(figures, env.LEADS_LANG, unreadable),
      to: row.recipient ?? env.LEADS_TO,
      messageId: messageIdFor(row, from),
    });
  };
}
