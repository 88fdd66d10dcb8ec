import type { Insertable } from "kysely";
import { fieldNames, forms, type FieldName } from "~/forms/definitions";
import type { ContactMessagesTable } from "~/store/tables";
import type { ContactInput, LeadPayload } from "./types";

/**
 * The contact form's fields, from their one declaration (`forms.contact` in `forms/definitions.ts`)
 * to everywhere a message goes: its row in `contact_messages` and the webhook's data here; the
 * firm's email (`emails/notification.tsx`) and the CSV of `npm run leads`
 * (`scripts/commands/leads/export.ts`) go through `contactFields`, the page's form
 * (`components/forms/contact-form.tsx`) through the declaration itself.
 * `npm run leads -- --json` and `--person` read whole rows. A field declared and not stored, shown
 * or labelled is a type error; the recipe is "Add a field to a form" in `docs/recipes.md`.
 */
export type ContactField = FieldName<"contact">;

/** In the order of the declaration. */
export const contactFields = fieldNames("contact");

/** How the firm's email and the page show a field: `textarea` ones below the others, whole. */
export const contactFieldKind = (name: ContactField) => forms.contact[name].kind;

/** A field's column: its name in snake case (`jobTitle` is stored in `job_title`). */
type Column<Name extends string> = Name extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Column<Tail>}`
  : Name;

export function contactColumn<Name extends ContactField>(name: Name): Column<Name> {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) as Column<Name>;
}

/** A field left empty is stored, and sent to the webhook, as `null`. */
type Stored<Value> = undefined extends Value ? Exclude<Value, undefined> | null : Value;

type FieldColumns = { [Name in ContactField as Column<Name>]: Stored<ContactInput[Name]> };

/**
 * The fields' part of a contact message's row. A field with no column in `contact_messages` fails
 * here (`Type '"phone"' is not assignable to type 'NonNullableInsertKeys<ContactMessagesTable> | …'`),
 * as the CSV does (`scripts/commands/leads/export.ts`): add the column in a migration at the end
 * of `app/store/migrations.server.ts` and regenerate `app/store/tables.ts` (`app/store/README.md`).
 */
type ContactFieldColumns = Pick<Insertable<ContactMessagesTable>, keyof FieldColumns>;

export function contactFieldColumns(input: ContactInput): ContactFieldColumns {
  const columns: FieldColumns = Object.fromEntries(
    contactFields.map((name) => [contactColumn(name), input[name] ?? null]),
  ) as FieldColumns;
  // A column of another type than the field's value fails here.
  return columns;
}

type FieldValues = { [Name in ContactField]: Stored<ContactInput[Name]> };

/** The fields as the webhook's `data` carries them: by name, `null` when left empty. */
export function contactFieldValues(lead: LeadPayload): FieldValues {
  const values: Partial<Record<ContactField, string>> = lead;
  return Object.fromEntries(contactFields.map((name) => [name, values[name] ?? null])) as FieldValues;
}
