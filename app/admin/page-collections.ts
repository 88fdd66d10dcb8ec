import type { z } from "zod";
import { editablePages } from "~/content/editable-pages";

/**
 * `/admin`'s collections of page copy: one per page of `content/editable-pages.ts`, its four
 * languages side by side, its fields drawn from the page's zod schema (`content/types.ts`), so the
 * form and the build's check never disagree: a list's length and a text's limit are the schema's.
 * Labels and hints come from the small table below; a field it does not name is labelled from its key.
 */
const labels: Record<string, [label: string, hint?: string]> = {
  meta: ["Search and sharing", "What search results and shared links show."],
  title: ["Heading"],
  description: ["Description"],
  eyebrow: ["Label above the heading"],
  subtitle: ["Text under the heading"],
  highlight: ["Highlighted words", "Words of the heading, as written there, shown in the accent colour."],
  primary: ["Main button"],
  secondary: ["Second button"],
  intro: ["Introduction"],
  text: ["Text"],
  items: ["Entries"],
  basis: ["Basis of the figures", "What the figures measure, across how many engagements, over what period."],
  linkLabel: ["Link"],
  learnMore: ["Link to each service"],
  cta: ["Closing call to action"],
  kind: ["Layout"],
  results: ["Results", "The first is the headline result."],
  quote: ["Client's words", "Attributed by role and company type, unless the client agreed to be named."],
};

const humanize = (key: string) => {
  const words = key.replace(/([A-Z])/g, " $1").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Texts longer than this get a multi-line box. */
const longText = 120;

type Field = Record<string, unknown>;

/**
 * Every field, however deep, is translated: Sveltia shows a language other than English only the
 * fields marked so (an object's `i18n` is not passed to its fields).
 */
function labelled(name: string): Field {
  const [label, hint] = labels[name] ?? [humanize(name)];
  return { name, label, i18n: true, ...(hint ? { hint } : {}) };
}

/** The Sveltia field for `schema` under `name`. */
function field(name: string, schema: z.ZodType): Field {
  const def = schema.def as unknown as Record<string, unknown> & { type: string };
  if (def.type === "optional") return { ...field(name, def.innerType as z.ZodType), required: false };
  const bag = (schema as unknown as { _zod: { bag: { minimum?: number; maximum?: number } } })._zod.bag;
  const limits = {
    ...(bag.minimum ? { min: bag.minimum } : {}),
    ...(bag.maximum ? { max: bag.maximum } : {}),
  };
  switch (def.type) {
    case "string":
      return {
        ...labelled(name),
        widget: (bag.maximum ?? 0) > longText ? "text" : "string",
        ...(bag.maximum ? { maxlength: bag.maximum } : {}),
      };
    case "object":
      return { ...labelled(name), widget: "object", collapsed: false, fields: fields(schema) };
    case "array":
      return { ...labelled(name), widget: "list", ...limits, ...entry(def.element as z.ZodType) };
    case "tuple": {
      const items = def.items as z.ZodType[];
      return { ...labelled(name), widget: "list", min: items.length, ...entry(items[0]!) };
    }
    default:
      throw new Error(`page-collections: no widget for a ${def.type} ("${name}")`);
  }
}

/** A list's entry: an object's fields, one field, or blocks of several kinds. */
function entry(schema: z.ZodType): Field {
  if (schema.def.type === "union") return variants(schema);
  const item = field("item", schema);
  return item.widget === "object" ? { fields: item.fields } : { field: item };
}

/** A list of blocks of several kinds (a service page's sections): one type per kind. */
function variants(schema: z.ZodType): Field {
  const def = schema.def as unknown as { discriminator: string; options: z.ZodObject[] };
  return {
    typeKey: def.discriminator,
    types: def.options.map((option) => {
      const { [def.discriminator]: kind, ...shape } = option.shape;
      const name = (kind!.def as unknown as { values: string[] }).values[0]!;
      return { name, label: humanize(name), widget: "object", fields: fieldsOf(shape) };
    }),
  };
}

const fieldsOf = (shape: Record<string, z.ZodType>) =>
  Object.entries(shape).map(([name, schema]) => field(name, schema));

function fields(schema: z.ZodType): Field[] {
  return fieldsOf((schema as z.ZodObject).shape);
}

/** One file collection per editable page, each field translated (`i18n: true`). */
export const pageCollections = editablePages.map(({ name, label, copy }) => ({
  name,
  label,
  i18n: true,
  description:
    "The page's words in the four languages. Each text has a length limit that keeps the page's layout; the build checks every field before publishing.",
  files: [
    {
      name,
      label,
      file: `${copy.dir}/{{locale}}.yml`,
      format: "yaml",
      i18n: true,
      fields: fields(copy.schema).map((one) => ({ ...one, i18n: true })),
    },
  ],
}));
