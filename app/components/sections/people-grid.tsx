import { balancedColumns } from "~/components/ui/grid";
import { PersonMark } from "~/components/ui/person-mark";
import type { PersonSummary } from "~/content/people/schema";

/**
 * People of the firm (the About page's partners), two to a row on a desktop so that a bio reads in
 * two or three lines: portrait slot beside the name, role, office and bio.
 */
export function PeopleGrid({ people }: { people: PersonSummary[] }) {
  return (
    <ul className={balancedColumns(people.length, 2)}>
      {people.map((person) => (
        <li
          key={person.id}
          className="flex flex-col gap-5 rounded-2xl border border-navy-100 bg-white p-6 sm:flex-row sm:p-8"
        >
          <PersonMark person={person} size="lg" />
          <div>
            <h3 className="text-lg font-semibold text-navy-900">{person.name}</h3>
            <p className="mt-1 text-sm font-medium text-accent-700">{person.role}</p>
            {person.city ? <p className="text-sm text-navy-500">{person.city}</p> : null}
            <p className="mt-4 leading-relaxed text-navy-600">{person.bio}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
