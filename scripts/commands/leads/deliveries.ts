import type { Table } from "./export";
import type { DeliveryRow } from "../../../app/delivery/outbox-types";

/**
 * The deliveries as `npm run leads` prints them: for each contact message, each delivery's state
 * (sent and when; pending with its attempts and next try; failed with the last error).
 */
export function deliveryTable(rows: DeliveryRow[]): Table {
  return {
    columns: ["message", "delivery", "to", "state", "attempts", "when", "last error"],
    rows: rows.map((row) => [
      row.contact_id,
      row.kind.replace(/^contact\./, ""),
      row.recipient,
      row.state,
      row.attempts,
      row.state === "sent"
        ? `sent ${row.sent_at}`
        : row.state === "pending"
          ? `next try ${row.next_attempt_at}`
          : `queued ${row.created_at}`,
      row.last_error,
    ]),
  };
}
