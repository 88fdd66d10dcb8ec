import type { Lang } from "~/i18n/locales";
import { inSiteOrder, peopleIn } from "./on-site";
import { parsePeople, type Person, type PersonSummary } from "./schema";

/**
 * The firm's people on the site: one YAML file per person in this folder, read and checked when the
 * site is built (the loaders run at prerender time), those marked `draft` left out. A malformed file
 * fails the build with its name and the field.
 */
const files = import.meta.glob<string>("./*.yaml", { query: "?raw", import: "default", eager: true });

export const people: readonly Person[] = inSiteOrder(
  parsePeople(new Map(Object.entries(files).map(([path, raw]) => [path.replace(/^.*\//, ""), raw]))).filter(
    (one) => !one.draft,
  ),
);

/** Under `npm run dev` a portrait is shown as uploaded; the build makes its square. */
const optimized = !import.meta.env.DEV;

export function findPerson(id: string): Person | undefined {
  return people.find((person) => person.id === id);
}

/** The person with this id, in this language; throws (failing the build) when there is none. */
export function person(id: string, lang: Lang): PersonSummary {
  return peopleIn(people, lang, optimized).find(id);
}

/** The partners, in their order: the About page's leadership. */
export function partners(lang: Lang): PersonSummary[] {
  return peopleIn(people, lang, optimized).partners();
}

/** The people who are not partners (a principal, an article's author), in their order: on About, after the partners. */
export function colleagues(lang: Lang): PersonSummary[] {
  return peopleIn(people, lang, optimized).colleagues();
}
