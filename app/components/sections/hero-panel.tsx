import type { ReactNode } from "react";
import { Eyebrow } from "~/components/ui/eyebrow";
import { PersonMark } from "~/components/ui/person-mark";
import type { PersonSummary } from "~/content/people/schema";

/**
 * What a page shows beside its headline, on the hero's navy (`PageHero`'s `aside`): the home page's
 * featured result, the partners on About, the stories on Case studies, who reads a message on
 * Contact. One frame for all of them, titled by a small heading; `nav` when it is a way through the
 * page.
 */
export function HeroPanel({
  id,
  title,
  as: Element = "aside",
  children,
}: {
  /** The title's id, which names the panel. */
  id: string;
  title: string;
  as?: "aside" | "nav";
  children: ReactNode;
}) {
  return (
    <Element aria-labelledby={id} className="rounded-3xl border border-white/10 bg-white/[0.04] p-7 sm:p-8">
      <Eyebrow as="h2" id={id} inverse>
        {title}
      </Eyebrow>
      {children}
    </Element>
  );
}

/**
 * A person on the hero's navy: their mark, name and role. From the top, not centred: centred, the
 * words would move as a slow network delivered the rest of them.
 */
export function HeroPerson({ person, size = "sm" }: { person: PersonSummary; size?: "sm" | "md" }) {
  const small = size === "sm";
  return (
    <div className="flex items-start gap-4">
      <PersonMark person={person} size={size} />
      <p className={`leading-snug ${small ? "text-sm" : ""}`}>
        <span className="block font-semibold text-white">{person.name}</span>
        <span className={`text-navy-200 ${small ? "" : "text-sm"}`}>{person.role}</span>
      </p>
    </div>
  );
}

/** People on the hero's navy, one under the other (About's partners, the blog's authors). */
export function HeroPeople({ people }: { people: PersonSummary[] }) {
  return (
    <ul className="mt-5 space-y-4">
      {people.map((person) => (
        <li key={person.id}>
          <HeroPerson person={person} />
        </li>
      ))}
    </ul>
  );
}
