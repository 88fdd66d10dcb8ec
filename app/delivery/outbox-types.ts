import type { Selectable } from "kysely";
import type { OutboxTable } from "~/store/tables";

/**
 * What the outbox (`outbox.server.ts`), its claims (`outbox-claims.server.ts`), the worker and the
 * kinds' table (`kinds.server.ts`) share, apart from all of them so that none imports another back.
 */

/** How the outbox treats the deliveries of one kind. */
export interface KindPolicy {
  /** Claimed after every due delivery of a lower number: 0 (the default) is the firm's own mail. */
  priority?: number;
  /** At most this many deliveries of the kind start per minute, across instances; 0: no limit. */
  perMinute?: number;
}

/** A delivery, as stored (`mailbox`: of an email to an address a visitor typed, for the caps). */
export type DeliveryRow = Selectable<OutboxTable>;
