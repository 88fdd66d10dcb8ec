import { createHash, createHmac, randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import { bookingRules, type BookingRules } from "~/config/booking";
import { canonicalMailbox } from "~/leads/mailbox";
import { holdUntilCommit } from "~/store/engine-specific";
import type { Queryable } from "~/store/queryable";
import type { BookingsTable } from "~/store/tables";
import type { BookingVisitor } from "./service";
import type { Busy } from "./slots";

/** A booking, as stored. */
export type BookingRow = Selectable<BookingsTable>;

/** A booking to store: the slot checked, the consultant chosen (`runtime/booking.server.ts`). */
export interface NewBooking extends BookingVisitor {
  personId: string;
  start: Date;
  end: Date;
}

/**
 * Who booked, read back from the stored row as the consultant's email and the webhook give it: what
 * they typed (`null` where they typed nothing), their zone, language and page.
 */
export function visitorOf(row: BookingRow) {
  return {
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    message: row.message,
    service: row.service,
    timeZone: row.time_zone,
    lang: row.lang,
    page: row.page,
  };
}

export type StoredVisitor = ReturnType<typeof visitorOf>;

/**
 * What a booking's change queues, in the transaction that stores it (`delivery.server.ts`): the
 * invitations, the calendar write, the webhook, the reminder; or their cancellations.
 */
export interface BookingHooks {
  onBooked(tx: Queryable, booking: BookingRow, at: Date): Promise<void>;
  onCancelled(tx: Queryable, booking: BookingRow, at: Date): Promise<void>;
}

export type Booked =
  | { ok: true; token: string; booking: BookingRow }
  | { ok: false; problem: "taken" | "too-many" | "unknown-booking" };

/** The length of a cell of a consultant's time: every call, buffer and grid is a multiple of it. */
const cellMinutes = 15;
const minute = 60_000;

/** The most upcoming bookings one mailbox (`leads/mailbox.ts`) may hold. */
export const upcomingPerMailbox = 2;

/** A manage link's token is kept only as its SHA-256, as the newsletter's confirmation tokens. */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

const iso = (date: Date) => date.toISOString();

/**
 * The cells `[start, end + buffer)` of the consultant's time a booking holds. Each booking keeps the
 * buffer after itself, so two bookings closer than the buffer share a cell whichever comes first.
 */
export function cellsOf(start: Date, end: Date, rules: BookingRules = bookingRules): string[] {
  const cells: string[] = [];
  const last = end.getTime() + rules.bufferMinutes * minute;
  const first = Math.floor(start.getTime() / (cellMinutes * minute)) * cellMinutes * minute;
  for (let at = first; at < last; at += cellMinutes * minute) cells.push(new Date(at).toISOString());
  return cells;
}

/** A unique key refused the row: SQLite's and PostgreSQL's ways of saying so. */
function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null || !("code" in error)) return false;
  return error.code === "23505" || String(error.code).startsWith("SQLITE_CONSTRAINT");
}

class Refused extends Error {
  constructor(readonly problem: "too-many" | "unknown-booking") {
    super(problem);
  }
}

/**
 * What reading bookings needs (the pages, the outbox's senders, the availability): no hooks, no writes.
 */
export function createBookingReads(db: Queryable) {
  let signingKey: string | undefined;

  /**
   * A booking's manage token: its id signed with the database's link-signing secret (as the
   * newsletter's unsubscribe links), so the emails the outbox sends later carry it without the token
   * ever being stored; only its hash is, to find the booking by.
   */
  async function manageToken(bookingId: string) {
    signingKey ??= (
      await db.query
        .selectFrom("secrets")
        .select("value")
        .where("name", "=", "link-signing")
        .executeTakeFirstOrThrow()
    ).value;
    return createHmac("sha256", signingKey).update(`booking:${bookingId}`).digest("base64url");
  }

  return {
    manageToken,
    /** The booking a manage link's token names. */
    async find(token: string) {
      return db.query
        .selectFrom("bookings")
        .selectAll()
        .where("token_hash", "=", tokenHash(token))
        .executeTakeFirst();
    },

    /** The booked calls of each consultant that end after `from` and start before `to`. */
    async busy(from: Date, to: Date): Promise<Map<string, Busy[]>> {
      const rows = await db.query
        .selectFrom("bookings")
        .select(["person_id", "starts_at", "ends_at"])
        .where("status", "=", "booked")
        .where("ends_at", ">", iso(from))
        .where("starts_at", "<", iso(to))
        .orderBy("starts_at")
        .execute();
      const busy = new Map<string, Busy[]>();
      for (const row of rows) {
        const list = busy.get(row.person_id) ?? [];
        list.push({ start: new Date(row.starts_at), end: new Date(row.ends_at) });
        busy.set(row.person_id, list);
      }
      return busy;
    },

    /** How many booked calls each consultant has ahead of `now`: routing's tie-break. */
    async upcoming(now: Date): Promise<Map<string, number>> {
      const rows = await db.query
        .selectFrom("bookings")
        .select(["person_id", (eb) => eb.fn.countAll<number>().as("n")])
        .where("status", "=", "booked")
        .where("starts_at", ">", iso(now))
        .groupBy("person_id")
        .execute();
      return new Map(rows.map((row) => [row.person_id, Number(row.n)]));
    },

    /** The bookings made on or after `since` (`YYYY-MM-DD`, UTC), oldest first: `npm run leads`. */
    all(since = "") {
      return db.query
        .selectFrom("bookings")
        .selectAll()
        .where("created_at", ">=", since)
        .orderBy("created_at")
        .orderBy("id")
        .execute();
    },

    /** A booking by its id (the outbox's senders read it when they send). */
    byId(id: string) {
      return db.query.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
    },
  };
}

/**
 * The bookings of first calls. "Never two people in one slot" is the store's rule, not the code's:
 * a booking inserts the cells of its consultant's time it holds (`booking_slots`, keyed by person and
 * cell), and a second booking of any of them fails with a unique violation on both engines, from any
 * instance: "taken". Cancelling deletes the cells. Whatever a booking sends is queued by `hooks` in
 * the same transaction, so an acknowledged booking and its emails survive a crash together.
 */
export function createBookingStore(db: Queryable, hooks: BookingHooks, rules: BookingRules = bookingRules) {
  const reads = createBookingReads(db);
  const { manageToken } = reads;

  /** A booked, upcoming booking by its token, in `tx`. */
  async function upcomingByToken(tx: Queryable, token: string, at: Date) {
    const row = await tx.query
      .selectFrom("bookings")
      .selectAll()
      .where("token_hash", "=", tokenHash(token))
      .executeTakeFirst();
    return row && row.status === "booked" && row.starts_at > iso(at) ? row : undefined;
  }

  async function cancelIn(tx: Queryable, booking: BookingRow, at: Date, replacedBy?: string) {
    await tx.query.deleteFrom("booking_slots").where("booking_id", "=", booking.id).execute();
    const cancelled = await tx.query
      .updateTable("bookings")
      .set({ status: "cancelled", cancelled_at: iso(at), replaced_by: replacedBy ?? null })
      .where("id", "=", booking.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await hooks.onCancelled(tx, cancelled, at);
    return cancelled;
  }

  return {
    ...reads,
    /**
     * Books the slot, or says why not: a cell already held ("taken"), the mailbox's upcoming
     * bookings at the cap ("too-many"), or, with `replaces` (the manage token of a booking to move),
     * that booking not ours, cancelled or past ("unknown-booking"). With `replaces`, the move is one
     * transaction: the old cells freed, the new booking stored, the old one cancelled; any refusal
     * leaves the old booking as it was.
     */
    async book(booking: NewBooking, at: Date, replaces?: string): Promise<Booked> {
      const id = randomUUID();
      const token = await manageToken(id);
      const mailbox = canonicalMailbox(booking.email);
      try {
        const stored = await db.transaction(async (tx) => {
          const old = replaces === undefined ? undefined : await upcomingByToken(tx, replaces, at);
          if (replaces !== undefined && !old) throw new Refused("unknown-booking");
          // Two posts from one mailbox at once take turns here (PostgreSQL; SQLite's writes already do).
          await holdUntilCommit(tx, `booking:${mailbox}`);
          const { n } = await tx.query
            .selectFrom("bookings")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("mailbox", "=", mailbox)
            .where("status", "=", "booked")
            .where("starts_at", ">", iso(at))
            .$if(old !== undefined, (query) => query.where("id", "!=", old!.id))
            .executeTakeFirstOrThrow();
          if (Number(n) >= upcomingPerMailbox) throw new Refused("too-many");
          if (old) await tx.query.deleteFrom("booking_slots").where("booking_id", "=", old.id).execute();
          const row = await tx.query
            .insertInto("bookings")
            .values({
              id,
              token_hash: tokenHash(token),
              person_id: booking.personId,
              starts_at: iso(booking.start),
              ends_at: iso(booking.end),
              lang: booking.lang,
              time_zone: booking.timeZone,
              service: booking.service ?? null,
              name: booking.name,
              email: booking.email,
              company: booking.company ?? null,
              message: booking.message ?? null,
              phone: booking.phone ?? null,
              page: booking.page,
              mailbox,
              created_at: iso(at),
              source: booking.source ?? null,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          await tx.query
            .insertInto("booking_slots")
            .values(
              cellsOf(booking.start, booking.end, rules).map((cell) => ({
                person_id: booking.personId,
                starts_at: cell,
                booking_id: row.id,
              })),
            )
            .execute();
          if (old) await cancelIn(tx, old, at, row.id);
          await hooks.onBooked(tx, row, at);
          return row;
        });
        return { ok: true, token, booking: stored };
      } catch (error) {
        if (error instanceof Refused) return { ok: false, problem: error.problem };
        if (isUniqueViolation(error)) return { ok: false, problem: "taken" };
        throw error;
      }
    },

    /**
     * Cancels the booking of this token if it is booked and still ahead (its cells freed, its
     * cancellations queued); resolves to the booking as it is now, or undefined for a token not ours.
     */
    async cancel(token: string, at: Date): Promise<BookingRow | undefined> {
      return db.transaction(async (tx) => {
        const upcoming = await upcomingByToken(tx, token, at);
        if (!upcoming) {
          return tx.query
            .selectFrom("bookings")
            .selectAll()
            .where("token_hash", "=", tokenHash(token))
            .executeTakeFirst();
        }
        // Two cancels at once: the second finds no cells and a booking already cancelled.
        const claimed = await tx.query
          .updateTable("bookings")
          .set({ status: "cancelled" })
          .where("id", "=", upcoming.id)
          .where("status", "=", "booked")
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) === 0) return upcoming;
        return cancelIn(tx, upcoming, at);
      });
    },
  };
}

export type BookingStore = ReturnType<typeof createBookingStore>;
