import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { site } from "~/config/site";
import { languages, type Lang } from "~/i18n/locales";
import { typeset } from "~/content/typeset";
import { photoFile } from "~/content/photos";
import { bookingSchema } from "./booking";
import { portraitOf, type Portrait } from "./portraits";

/**
 * A person of the firm, as their file in `content/people/<id>.yaml` describes them (see the README
 * beside it): what the About page's leadership, an article's byline and the contact page show.
 */
const inEveryLanguage = z.strictObject(
  Object.fromEntries(languages.map((lang) => [lang, z.string().trim().min(1)])) as Record<Lang, z.ZodString>,
);

const officeIds = site.offices.map((office) => office.id) as [string, ...string[]];

export const personSchema = z
  .strictObject({
    name: z.string().trim().min(1),
    /** A photograph in `public/images/people/` (`portraits.ts`). Without one, the initials. */
    portrait: z
      .string()
      .regex(/^\/images\/people\/[\w-]+\.\w+$/, "a file of public/images/people/")
      .regex(photoFile, "a JPEG, PNG or WebP photo")
      .optional(),
    /** A partner of the firm: shown in the About page's leadership, in `order`. */
    partner: z.boolean(),
    order: z.number().int(),
    /** The office they work from (`site.offices`). */
    office: z.enum(officeIds).optional(),
    role: inEveryLanguage,
    /** Two lines: what they lead and what they have done. */
    bio: inEveryLanguage,
    /** They take first calls booked on the site (`./booking.ts`). */
    booking: bookingSchema.optional(),
    /** Not on the site yet (or no longer): not on About, not bookable, signs no published article. */
    draft: z.boolean().optional(),
  })
  .refine((person) => !person.booking || person.office, {
    path: ["office"],
    message: "someone who takes calls needs an office: its clocks read their hours",
  });

export type Person = z.infer<typeof personSchema> & { id: string };

/** A person as a page in one language shows them. */
export interface PersonSummary {
  id: string;
  name: string;
  initials: string;
  portrait?: Portrait;
  role: string;
  bio: string;
  /** Their office's city. */
  city?: string;
}

/**
 * Reads the people from their files (name to raw YAML). Throws, naming the file and the field, on a
 * file that is not valid YAML or not a valid person.
 */
export function parsePeople(files: Map<string, string>): Person[] {
  return [...files].map(([file, raw]) => {
    const id = /^([a-z0-9-]+)\.yaml$/.exec(file)?.[1];
    if (!id)
      throw new Error(`app/content/people/${file}: the name must be <id>.yaml, in lowercase and dashes`);
    let data: unknown;
    try {
      data = parseYaml(raw);
    } catch (error) {
      throw new Error(`app/content/people/${file}: not valid YAML: ${(error as Error).message}`);
    }
    const result = personSchema.safeParse(data);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      throw new Error(
        `app/content/people/${file}: invalid "${issue.path.join(".") || "(file)"}": ${issue.message}`,
      );
    }
    return { id, ...result.data };
  });
}

/** Initials for the portrait slot of someone without a photograph: first and last names. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? "";
  const last = words.length > 1 ? words.at(-1)!.charAt(0) : "";
  return (first + last).toUpperCase();
}

/** `person` as a page in `lang` shows them; `optimized`: the build made their portrait's square. */
export function summarizePerson(person: Person, lang: Lang, optimized: boolean): PersonSummary {
  const office = site.offices.find((one) => one.id === person.office);
  return {
    id: person.id,
    name: person.name,
    initials: initials(person.name),
    ...(person.portrait ? { portrait: portraitOf(person.portrait, optimized) } : {}),
    role: typeset(person.role[lang], lang),
    bio: typeset(person.bio[lang], lang),
    ...(office ? { city: office.city } : {}),
  };
}
