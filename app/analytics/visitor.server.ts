import { createHmac, randomBytes } from "node:crypto";

/**
 * A visitor, for one day: HMAC-SHA256 of the address and the user agent under that day's random
 * salt. The salt is deleted 48 h after its day began (`store.server.ts`), after which nobody, the
 * firm included, can tell which address and browser a stored value stood for, or compute it again.
 */
export function visitorId(salt: string, address: string, userAgent: string): string {
  return createHmac("sha256", salt).update(`${address}\n${userAgent}`).digest("base64url").slice(0, 32);
}

export const newSalt = () => randomBytes(32).toString("base64url");
