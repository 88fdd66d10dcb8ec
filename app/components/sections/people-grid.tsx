import { MapPin } from "lucide-react";
import { Eyebrow } from "~/components/ui/eyebrow";
import { PersonMark } from "~/components/ui/person-mark";
import type { PersonSummary } from "~/content/people/schema";

/**
 * People of the firm as the About page's leadership shows them: a column each, then name, role,
 * office and bio. When every one of them has a photograph, the portrait comes first, as wide as the
 * column (on a phone, beside the name). Until then each has their monogram, small, over their name
 * (beside it on a phone), as a directory sets it: tiles the size of photographs, holding letters,
 * would read as photographs still to come. From four people, four to a row on a desktop and two on a tablet; fewer
 * people, fewer columns, so that a single card (the editor's preview) is not squeezed into a quarter
 * of the width.
 */
export function PeopleGrid({ people }: { people: PersonSummary[] }) {
  const columns =
    people.length >= 4 ? "sm:grid-cols-2 lg:grid-cols-4" : people.length > 1 ? "sm:grid-cols-2" : "";
  const photographs = people.every((person) => person.portrait);
  return (
    <ul className={`grid gap-x-8 gap-y-12 ${columns}`}>
      {people.map((person) => (
        <li
          key={person.id}
          className={`grid max-w-md items-center sm:block ${
            photographs
              ? "grid-cols-[6rem_minmax(0,1fr)] gap-x-5"
              : "grid-cols-[3.5rem_minmax(0,1fr)] gap-x-4"
          }`}
        >
          <PersonMark person={person} size={photographs ? "portrait" : "md"} />
          <div className={photographs ? "sm:mt-6" : "sm:mt-5"}>
            <h3 className="text-lg font-semibold text-navy-900">{person.name}</h3>
            {/* Two lines for every role in a row of four, so that the offices line up when one wraps. */}
            <p className="mt-1 text-sm font-medium text-accent-700 lg:min-h-[2lh]">{person.role}</p>
            {person.city ? <City city={person.city} /> : null}
          </div>
          <p className="col-span-2 mt-4 border-t border-navy-100 pt-4 text-[0.9375rem] leading-relaxed text-navy-600">
            {person.bio}
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * People who lead programs without being partners (an article's author, a principal), after the
 * partners and smaller than them: mark beside name, role, office and bio.
 */
export function PeopleRows({ title, people }: { title: string; people: PersonSummary[] }) {
  if (people.length === 0) return null;
  return (
    // The heading in the first partner's column, the people across the other three.
    <div className="mt-16 grid gap-x-8 gap-y-6 border-t border-navy-200 pt-8 lg:grid-cols-4">
      <Eyebrow as="h3" className="self-start lg:pt-1">
        {title}
      </Eyebrow>
      <ul className="grid gap-8 lg:col-span-3">
        {people.map((person) => (
          <li key={person.id} className="flex items-start gap-5">
            <PersonMark person={person} size={person.portrait ? "lg" : "md"} />
            <div className="max-w-2xl">
              <h4 className="text-lg font-semibold text-navy-900">{person.name}</h4>
              <p className="mt-1 text-sm font-medium text-accent-700">{person.role}</p>
              {person.city ? <City city={person.city} /> : null}
              <p className="mt-3 text-[0.9375rem] leading-relaxed text-navy-600">{person.bio}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function City({ city }: { city: string }) {
  return (
    <p className="mt-1 flex items-center gap-1.5 text-sm text-navy-500">
      <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
      {city}
    </p>
  );
}
