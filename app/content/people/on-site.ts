import type { Lang } from "~/i18n/locales";
import { summarizePerson, type Person, type PersonSummary } from "./schema";

/** The people in their order on the site: by `order`, then by name. */
export const inSiteOrder = (people: readonly Person[]): Person[] =>
  [...people].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));

/**
 * The site's `people` (in their order) as the pages show them in `lang`: one by its id, the partners
 * (About's leadership), the others. `optimized`: a portrait as the build makes it, not as uploaded.
 */
export function peopleIn(people: readonly Person[], lang: Lang, optimized: boolean) {
  const summary = (one: Person) => summarizePerson(one, lang, optimized);
  return {
    /** The person with this id; throws (failing the build) when there is none. */
    find(id: string): PersonSummary {
      const found = people.find((one) => one.id === id);
      if (!found) throw new Error(`No app/content/people/${id}.yaml (named by the content)`);
      return summary(found);
    },
    partners: (): PersonSummary[] => people.filter((one) => one.partner).map(summary),
    colleagues: (): PersonSummary[] => people.filter((one) => !one.partner).map(summary),
  };
}
