import { createHmac, timingSafeEqual } from "node:crypto";
import type { Queryable } from "~/store/queryable";
import { idColumns, inLanguage, type SubscriberIdRow } from "./subscribers.server";

/**
 * Every newsletter email's unsubscribe link: `<subscriber id>.<HMAC>`, signed with a secret the
 * database makes once (its first migration), so a link in any email ever sent keeps working, and
 * nothing about it is stored.
 */
export function createUnsubscribeLinks() {
  // The signing key never changes once made: read once, through the caller's connection (inside a
  // transaction, SQLite's single connection is the transaction's).
  let secret: string | undefined;
  async function signingKey(q: Queryable) {
    secret ??= (
      await q.query
        .selectFrom("secrets")
        .select("value")
        .where("name", "=", "link-signing")
        .executeTakeFirstOrThrow()
    ).value;
    return secret;
  }

  async function sign(q: Queryable, subscriberId: number) {
    const mac = createHmac("sha256", await signingKey(q))
      .update(`unsubscribe:${subscriberId}`)
      .digest("base64url");
    return `${subscriberId}.${mac.slice(0, 32)}`;
  }

  /** The subscriber an unsubscribe token names, if its signature is ours. */
  async function verify(q: Queryable, token: string): Promise<SubscriberIdRow | undefined> {
    const match = /^(\d{1,12})\.([\w-]{32})$/.exec(token);
    if (!match) return undefined;
    const expected = Buffer.from(await sign(q, Number(match[1])));
    const given = Buffer.from(token);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    return inLanguage(
      await q.query
        .selectFrom("subscribers")
        .select(idColumns)
        .where("id", "=", Number(match[1]))
        .executeTakeFirst(),
    );
  }

  return { sign, verify };
}
