import { randomBytes } from "node:crypto";
import { sql, type ColumnBuilderCallback, type ColumnDataType, type Kysely } from "kysely";
import type { Engine } from "./queryable";

/**
 * The schema: one list of migrations for both engines, written with Kysely's schema builder and
 * compiled to each engine's SQL. The list is append-only: a migration that has shipped is never
 * edited; a change is a new entry at the end. A database records how many it has applied (SQLite
 * in `PRAGMA user_version`, PostgreSQL in `schema_migrations`) and start-up applies the rest, each
 * in its own transaction (PostgreSQL under an advisory lock, so instances that start together apply
 * each migration once). The row types the stores query with (`tables.ts`) are written from a
 * migrated database by `tests/server/schema.test.ts`, which also checks that both engines end with
 * the same tables, columns, keys and indexes.
 *
 * Where the engines are spelled differently, on purpose, the helpers below say so: ids, case-blind
 * email addresses. A migration branches on `engine` only where the engines' histories differ: the
 * previous release wrote PostgreSQL's first four migrations as one (the first entry's extras, and
 * the last entry, which gives SQLite the same two indexes), and SQLite cannot alter a CHECK
 * constraint (the outbox is rebuilt). The rate limit's table exists only on PostgreSQL, where
 * several instances count together; SQLite's one server counts in memory.
 */
export interface Migration {
  /** What it does: PostgreSQL records it in `schema_migrations.name`. */
  name: string;
  up(db: SchemaAtTheTime, engine: Engine): Promise<void>;
}

/**
 * A migration runs against the tables as they were when it was written, not as `tables.ts` says
 * they are now: untyped, as Kysely's own migrations are.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SchemaAtTheTime = Kysely<any>;

type Column = [ColumnDataType, ColumnBuilderCallback];

/** A row id the database assigns: SQLite's rowid (`INTEGER PRIMARY KEY`), a PostgreSQL identity. */
const id = (engine: Engine): Column =>
  engine === "sqlite"
    ? ["integer", (column) => column.primaryKey()]
    : ["bigint", (column) => column.primaryKey().generatedByDefaultAsIdentity()];

/** A reference to such an id: of the id's type on each engine. */
const idOf = (engine: Engine, target: string): Column => [
  engine === "sqlite" ? "integer" : "bigint",
  (column) => column.references(target),
];

/** A count that only grows (the analytics' daily sums): 64 bits on both engines. */
const count = (engine: Engine): ColumnDataType => (engine === "sqlite" ? "integer" : "bigint");

/**
 * An email address column, compared ignoring ASCII case: SQLite gives the column `COLLATE NOCASE`
 * (its comparisons and indexes follow it); PostgreSQL indexes `lower()` of it (`caseBlind`), and the
 * stores compare through `sameText` (`engine-specific.ts`).
 */
const caseBlindColumn =
  (engine: Engine, build: ColumnBuilderCallback): ColumnBuilderCallback =>
  (column) =>
    engine === "sqlite" ? build(column).modifyEnd(sql`collate nocase`) : build(column);

/** An index's key on a text column, ignoring ASCII case, as each engine spells it. */
const caseBlind = (engine: Engine, column: string) =>
  engine === "sqlite" ? sql`${sql.ref(column)} collate nocase` : sql`lower(${sql.ref(column)})`;

/** `column IN (values)`, for a CHECK constraint; `tables.ts` turns the values into the column's type. */
const oneOf = (column: string, values: string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

const outboxStates = ["pending", "sent", "failed"];

/** Bulk mail (the newsletter) added the state 'skipped': a subscriber who left before it went. */
const outboxStatesWithSkipped = [...outboxStates, "skipped"];

/**
 * SQLite cannot change a CHECK constraint: the outbox is rebuilt with the new one (and the bulk
 * mail's three columns), its rows copied, and its indexes made again.
 */
async function rebuildSqliteOutbox(db: SchemaAtTheTime) {
  const copied = [
    ...["id", "kind", "contact_id", "recipient", "payload", "state", "attempts", "created_at"],
    ...["next_attempt_at", "claimed_until", "claim_token", "sent_at", "last_error"],
  ];
  await db.schema
    .createTable("outbox_new")
    .addColumn("id", ...id("sqlite"))
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("contact_id", ...idOf("sqlite", "contact_messages.id"))
    .addColumn("recipient", "text")
    .addColumn("payload", "text", (column) => column.notNull())
    .addColumn("state", "text", (column) =>
      column.notNull().defaultTo("pending").check(oneOf("state", outboxStatesWithSkipped)),
    )
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("next_attempt_at", "text", (column) => column.notNull())
    .addColumn("claimed_until", "text")
    .addColumn("claim_token", "text")
    .addColumn("sent_at", "text")
    .addColumn("last_error", "text")
    .addColumn("priority", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("unique_key", "text", (column) => column.unique())
    .addColumn("attempted_at", "text")
    .execute();
  await db
    .insertInto("outbox_new")
    .columns(copied)
    .expression(db.selectFrom("outbox").select(copied))
    .execute();
  await db.schema.dropTable("outbox").execute();
  await db.schema.alterTable("outbox_new").renameTo("outbox").execute();
  await db.schema
    .createIndex("outbox_recipient")
    .on("outbox")
    .column("kind")
    .expression(caseBlind("sqlite", "recipient"))
    .column("created_at")
    .execute();
  await db.schema.createIndex("outbox_contact").on("outbox").column("contact_id").execute();
}

/**
 * SQLite cannot drop a NOT NULL: the subscribers are rebuilt with `lang` and `page` nullable (an
 * unsubscribed row keeps neither), their rows copied; the address stays unique as it compares.
 */
async function rebuildSqliteSubscribers(db: SchemaAtTheTime) {
  const copied = [
    ...["id", "email", "first_name", "last_name", "interests", "lang", "page", "created_at"],
    ...["updated_at", "status", "consent", "unsubscribed_at", "bounced_at"],
  ];
  await db.schema
    .createTable("subscribers_new")
    .addColumn("id", ...id("sqlite"))
    .addColumn(
      "email",
      "text",
      caseBlindColumn("sqlite", (column) => column.notNull().unique()),
    )
    .addColumn("first_name", "text")
    .addColumn("last_name", "text")
    .addColumn("interests", "text", (column) => column.notNull().defaultTo("[]"))
    .addColumn("lang", "text")
    .addColumn("page", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) =>
      column
        .notNull()
        .defaultTo("pending")
        .check(oneOf("status", ["pending", "confirmed", "unsubscribed"])),
    )
    .addColumn("consent", "text")
    .addColumn("unsubscribed_at", "text")
    .addColumn("bounced_at", "text")
    .execute();
  await db
    .insertInto("subscribers_new")
    .columns(copied)
    .expression(db.selectFrom("subscribers").select(copied))
    .execute();
  await db.schema.dropTable("subscribers").execute();
  await db.schema.alterTable("subscribers_new").renameTo("subscribers").execute();
}

/** PostgreSQL changes the outbox in place: the CHECK constraint swapped, the three columns added. */
async function alterPostgresOutbox(db: SchemaAtTheTime) {
  await db.schema.alterTable("outbox").dropConstraint("outbox_state_check").execute();
  await db.schema
    .alterTable("outbox")
    .addCheckConstraint("outbox_state_check", oneOf("state", outboxStatesWithSkipped))
    .execute();
  await db.schema
    .alterTable("outbox")
    .addColumn("priority", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("unique_key", "text", (column) => column.unique())
    .addColumn("attempted_at", "text")
    .execute();
  await db.schema.dropIndex("outbox_due").execute();
}

/** The indexes of the contact messages: by date (the retention job, `npm run leads`), by address. */
async function contactMessageIndexes(db: SchemaAtTheTime, engine: Engine) {
  await db.schema
    .createIndex("contact_messages_created")
    .on("contact_messages")
    .column("created_at")
    .execute();
  await db.schema
    .createIndex("contact_messages_email")
    .on("contact_messages")
    .expression(caseBlind(engine, "email"))
    .execute();
}

export const migrations: Migration[] = [
  {
    name: "contact messages",
    async up(db, engine) {
      await db.schema
        .createTable("contact_messages")
        .addColumn("id", ...id(engine))
        .addColumn("created_at", "text", (column) => column.notNull())
        .addColumn("lang", "text", (column) => column.notNull())
        .addColumn("page", "text", (column) => column.notNull())
        .addColumn("name", "text", (column) => column.notNull())
        .addColumn("email", "text", (column) => column.notNull())
        .addColumn("company", "text")
        .addColumn("message", "text", (column) => column.notNull())
        .execute();
      // The previous release's first PostgreSQL migration (this and the next three at once) also
      // made these; SQLite gets the same indexes in the last migration. The rate limit's hits:
      // several instances count together (SQLite's one server counts in memory).
      if (engine === "postgres") {
        await contactMessageIndexes(db, engine);
        await db.schema
          .createTable("rate_limit_hits")
          .addColumn("key", "text", (column) => column.notNull())
          .addColumn("at", "text", (column) => column.notNull())
          .execute();
        await db.schema
          .createIndex("rate_limit_hits_key")
          .on("rate_limit_hits")
          .columns(["key", "at"])
          .execute();
      }
    },
  },
  {
    name: "subscribers",
    async up(db, engine) {
      await db.schema
        .createTable("subscribers")
        .addColumn("id", ...id(engine))
        .addColumn(
          "email",
          "text",
          caseBlindColumn(engine, (column) =>
            engine === "sqlite" ? column.notNull().unique() : column.notNull(),
          ),
        )
        .addColumn("first_name", "text")
        .addColumn("last_name", "text")
        .addColumn("interests", "text", (column) => column.notNull().defaultTo("[]"))
        .addColumn("lang", "text", (column) => column.notNull())
        .addColumn("page", "text", (column) => column.notNull())
        .addColumn("created_at", "text", (column) => column.notNull())
        .addColumn("updated_at", "text", (column) => column.notNull())
        .execute();
      // One subscriber per address, whatever its case: SQLite's column is unique as it compares.
      if (engine === "postgres") {
        await db.schema
          .createIndex("subscribers_email")
          .unique()
          .on("subscribers")
          .expression(caseBlind(engine, "email"))
          .execute();
      }
    },
  },
  {
    name: "outbox",
    async up(db, engine) {
      await db.schema
        .createTable("outbox")
        .addColumn("id", ...id(engine))
        .addColumn("kind", "text", (column) => column.notNull())
        .addColumn("contact_id", ...idOf(engine, "contact_messages.id"))
        .addColumn("recipient", "text")
        .addColumn("payload", "text", (column) => column.notNull())
        .addColumn("state", "text", (column) =>
          column.notNull().defaultTo("pending").check(oneOf("state", outboxStates)),
        )
        .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("created_at", "text", (column) => column.notNull())
        .addColumn("next_attempt_at", "text", (column) => column.notNull())
        .addColumn("claimed_until", "text")
        .addColumn("claim_token", "text")
        .addColumn("sent_at", "text")
        .addColumn("last_error", "text")
        .execute();
      await db.schema.createIndex("outbox_due").on("outbox").columns(["state", "next_attempt_at"]).execute();
      await db.schema
        .createIndex("outbox_recipient")
        .on("outbox")
        .column("kind")
        .expression(caseBlind(engine, "recipient"))
        .column("created_at")
        .execute();
      await db.schema.createIndex("outbox_contact").on("outbox").column("contact_id").execute();
    },
  },
  {
    // The newsletter's double opt-in: requests, consent records, statuses; the unsubscribe links' key.
    name: "newsletter double opt-in",
    async up(db, engine) {
      await db.schema
        .alterTable("subscribers")
        .addColumn("status", "text", (column) =>
          column
            .notNull()
            .defaultTo("pending")
            .check(oneOf("status", ["pending", "confirmed", "unsubscribed"])),
        )
        .execute();
      await db.schema.alterTable("subscribers").addColumn("consent", "text").execute();
      await db.schema.alterTable("subscribers").addColumn("unsubscribed_at", "text").execute();
      await db.schema
        .createTable("subscription_requests")
        .addColumn("id", ...id(engine))
        .addColumn(
          "email",
          "text",
          caseBlindColumn(engine, (column) => column.notNull()),
        )
        .addColumn("first_name", "text")
        .addColumn("last_name", "text")
        .addColumn("interests", "text", (column) => column.notNull().defaultTo("[]"))
        .addColumn("lang", "text", (column) => column.notNull())
        .addColumn("page", "text", (column) => column.notNull())
        .addColumn("consent_version", "text", (column) => column.notNull())
        .addColumn("created_at", "text", (column) => column.notNull())
        .addColumn("state", "text", (column) =>
          column
            .notNull()
            .defaultTo("pending")
            .check(oneOf("state", ["pending", "confirmed", "cancelled"])),
        )
        .addColumn("token_hash", "text", (column) => column.unique())
        .addColumn("token_expires_at", "text")
        .addColumn("resolved_at", "text")
        .execute();
      await db.schema
        .createIndex("subscription_requests_email")
        .on("subscription_requests")
        .expression(caseBlind(engine, "email"))
        .column("created_at")
        .execute();
      await db.schema
        .createTable("secrets")
        .addColumn("name", "text", (column) => column.primaryKey())
        .addColumn("value", "text", (column) => column.notNull())
        .execute();
      await db
        .insertInto("secrets")
        .values({ name: "link-signing", value: randomBytes(32).toString("hex") })
        .execute();
    },
  },
  {
    // Bulk mail on the outbox (the newsletter): a priority per row (lower first: the firm's own mail
    // is 0), a unique key that makes queueing idempotent, the time of the last claim (rate limits), a
    // 'skipped' state; bounced addresses; the issues as sent.
    name: "newsletter sending",
    async up(db, engine) {
      if (engine === "sqlite") await rebuildSqliteOutbox(db);
      else await alterPostgresOutbox(db);
      await db.schema
        .createIndex("outbox_due")
        .on("outbox")
        .columns(["state", "priority", "next_attempt_at", "id"])
        .execute();
      await db.schema
        .createIndex("outbox_kind_due")
        .on("outbox")
        .columns(["kind", "state", "next_attempt_at", "id"])
        .execute();
      await db.schema
        .createIndex("outbox_kind_attempted")
        .on("outbox")
        .columns(["kind", "attempted_at"])
        .execute();
      await db.schema.alterTable("subscribers").addColumn("bounced_at", "text").execute();
      await db.schema
        .createTable("newsletter_issues")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("content", "text", (column) => column.notNull())
        .addColumn("created_at", "text", (column) => column.notNull())
        .execute();
    },
  },
  {
    // Analytics (issue 28): the daily aggregates, the daily salts and visitor sets, the weekly
    // digest's one row per week; the entry source of the visitor who sent a lead.
    name: "analytics",
    async up(db, engine) {
      await db.schema.alterTable("contact_messages").addColumn("source", "text").execute();
      await db.schema.alterTable("subscription_requests").addColumn("source", "text").execute();
      await db.schema
        .createTable("analytics_daily")
        .addColumn("day", "text", (column) => column.notNull())
        .addColumn("kind", "text", (column) => column.notNull())
        .addColumn("key", "text", (column) => column.notNull())
        .addColumn("n", count(engine), (column) => column.notNull())
        .addPrimaryKeyConstraint("analytics_daily_pkey", ["day", "kind", "key"])
        .execute();
      await db.schema
        .createTable("analytics_salts")
        .addColumn("day", "text", (column) => column.primaryKey())
        .addColumn("salt", "text", (column) => column.notNull())
        .addColumn("created_at", "text", (column) => column.notNull())
        .execute();
      await db.schema
        .createTable("analytics_seen")
        .addColumn("day", "text", (column) => column.notNull())
        .addColumn("visitor", "text", (column) => column.notNull())
        .addColumn("scope", "text", (column) => column.notNull())
        .addColumn("source", "text")
        .addPrimaryKeyConstraint("analytics_seen_pkey", ["day", "visitor", "scope"])
        .execute();
      await db.schema
        .createTable("analytics_digests")
        .addColumn("week", "text", (column) => column.primaryKey())
        .addColumn("queued_at", "text", (column) => column.notNull())
        .execute();
    },
  },
  {
    // Hardening (issue 35): the mailbox of an email to an address a visitor typed
    // (`leads/mailbox.ts`), so that one person gets one a day however the address is spelled, and
    // the hour's count across the site; those emails come after the firm's own (priority 1).
    name: "visitor mail caps",
    async up(db) {
      await db.schema.alterTable("outbox").addColumn("mailbox", "text").execute();
      await db.schema
        .createIndex("outbox_mailbox")
        .on("outbox")
        .columns(["kind", "mailbox", "created_at"])
        .execute();
      await db.schema
        .createIndex("outbox_kind_created")
        .on("outbox")
        .columns(["kind", "created_at"])
        .execute();
      await db
        .updateTable("outbox")
        .set({ priority: 1 })
        .where("kind", "in", ["contact.acknowledgement", "newsletter.confirmation"])
        .execute();
    },
  },
  {
    // Publishing (issue 37): each scheduled newsletter issue, when a server first saw it (an issue
    // already long overdue then waits for a person), the version of it the firm was last sent a
    // proof of, and when it was queued (once, whichever instance gets there first).
    name: "newsletter schedule",
    async up(db) {
      await db.schema
        .createTable("newsletter_schedule")
        .addColumn("issue_id", "text", (column) => column.primaryKey())
        .addColumn("first_seen_at", "text", (column) => column.notNull())
        .addColumn("proofed_version", "text")
        .addColumn("queued_at", "text")
        .execute();
    },
  },
  {
    // One schema (issue 40): SQLite gets the contact messages' indexes PostgreSQL has had from its
    // first migration, so that both engines hold the same tables, columns, keys and indexes.
    name: "contact message indexes on SQLite",
    async up(db, engine) {
      if (engine === "sqlite") await contactMessageIndexes(db, engine);
    },
  },
  {
    // Privacy (issue 53): an unsubscribed address keeps no name, topics, page or language, only
    // the address, the date it left and the proof of its consent (the privacy notice says so).
    name: "subscribers forgotten on unsubscribe",
    async up(db, engine) {
      if (engine === "sqlite") await rebuildSqliteSubscribers(db);
      else {
        await db.schema
          .alterTable("subscribers")
          .alterColumn("lang", (column) => column.dropNotNull())
          .execute();
        await db.schema
          .alterTable("subscribers")
          .alterColumn("page", (column) => column.dropNotNull())
          .execute();
      }
      await db
        .updateTable("subscribers")
        .set({ first_name: null, last_name: null, interests: "[]", lang: null, page: null })
        .where("status", "=", "unsubscribed")
        .execute();
      await db
        .deleteFrom("subscription_requests")
        .where("state", "!=", "pending")
        .where(
          "email",
          "in",
          db.selectFrom("subscribers").select("email").where("status", "=", "unsubscribed"),
        )
        .execute();
    },
  },
  {
    // Privacy (issue 53): "How did you hear about us?", asked on the contact form instead of
    // recording the visit's source with the message (per-lead attribution is off by default).
    name: "contact referral",
    async up(db) {
      await db.schema.alterTable("contact_messages").addColumn("referral", "text").execute();
    },
  },
  {
    // Booking a first call (issue 51): the bookings, and the 15-minute cells of each consultant's
    // time they hold. The cells' primary key is what keeps two people out of one slot on both
    // engines: a second booking of a cell fails with a unique violation, whichever instance posts it.
    name: "bookings",
    async up(db, engine) {
      await db.schema
        .createTable("bookings")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("token_hash", "text", (column) => column.notNull().unique())
        .addColumn("person_id", "text", (column) => column.notNull())
        .addColumn("starts_at", "text", (column) => column.notNull())
        .addColumn("ends_at", "text", (column) => column.notNull())
        .addColumn("lang", "text", (column) => column.notNull())
        .addColumn("time_zone", "text", (column) => column.notNull())
        .addColumn("service", "text")
        .addColumn("name", "text", (column) => column.notNull())
        .addColumn(
          "email",
          "text",
          caseBlindColumn(engine, (column) => column.notNull()),
        )
        .addColumn("company", "text")
        .addColumn("message", "text")
        .addColumn("phone", "text")
        .addColumn("page", "text", (column) => column.notNull())
        .addColumn("mailbox", "text", (column) => column.notNull())
        .addColumn("status", "text", (column) =>
          column
            .notNull()
            .defaultTo("booked")
            .check(oneOf("status", ["booked", "cancelled"])),
        )
        .addColumn("created_at", "text", (column) => column.notNull())
        .addColumn("cancelled_at", "text")
        .addColumn("replaced_by", "text", (column) => column.references("bookings.id"))
        .addColumn("source", "text")
        .execute();
      await db.schema
        .createIndex("bookings_person_start")
        .on("bookings")
        .columns(["person_id", "starts_at"])
        .execute();
      await db.schema
        .createIndex("bookings_mailbox")
        .on("bookings")
        .columns(["mailbox", "starts_at"])
        .execute();
      await db.schema
        .createIndex("bookings_email")
        .on("bookings")
        .expression(caseBlind(engine, "email"))
        .execute();
      await db.schema.createIndex("bookings_created").on("bookings").column("created_at").execute();
      await db.schema
        .createTable("booking_slots")
        .addColumn("person_id", "text", (column) => column.notNull())
        .addColumn("starts_at", "text", (column) => column.notNull())
        .addColumn("booking_id", "text", (column) => column.notNull().references("bookings.id"))
        .addPrimaryKeyConstraint("booking_slots_pkey", ["person_id", "starts_at"])
        .execute();
      await db.schema.createIndex("booking_slots_booking").on("booking_slots").column("booking_id").execute();
    },
  },
  {
    // A delivery queued for later (a booking's reminder) is given up on OUTBOX_GIVE_UP_MS after it
    // falls due, not after it was queued days before (`delivery/worker.server.ts`).
    name: "outbox due time",
    async up(db) {
      await db.schema.alterTable("outbox").addColumn("due_at", "text").execute();
    },
  },
];
