import type { ReactNode } from "react";
import { Link } from "react-router";
import { Eyebrow } from "~/components/ui/eyebrow";
import { PersonMark } from "~/components/ui/person-mark";
import type { PersonSummary } from "~/content/people/schema";
import { useHeroTone } from "./hero-tone";

/**
 * What a page shows beside its headline (`PageHero`'s `aside`): the home page's featured result,
 * what a service includes, who reads a message on Contact. Titled by a small heading; `nav` when it
 * is a way through the page. On navy a lighter pane, opaque (the offices map behind the home
 * page's shows around it, not through its figures); on paper an open column under a navy rule, as a
 * printed page sets a sidebar.
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
  const { tone } = useHeroTone();
  return (
    <Element
      aria-labelledby={id}
      className={
        tone === "paper"
          ? "border-t-2 border-navy-900 pt-6"
          : "rounded-3xl border border-white/10 bg-navy-800 p-7 sm:p-8"
      }
    >
      <Eyebrow as="h2" id={id} inverse={tone === "navy"}>
        {title}
      </Eyebrow>
      {children}
    </Element>
  );
}

/**
 * A person in the hero (or on the navy of a closing call to action): their mark, name and role. From the top, not centred: centred, the
 * words would move as a slow network delivered the rest of them.
 */
export function HeroPerson({ person, size = "sm" }: { person: PersonSummary; size?: "sm" | "md" }) {
  const small = size === "sm";
  const { strong, muted } = useHeroTone();
  return (
    <div className="flex items-start gap-4">
      <PersonMark person={person} size={size} />
      <p className={`leading-snug ${small ? "text-sm" : ""}`}>
        <span className={`block font-semibold ${strong}`}>{person.name}</span>
        <span className={`${muted} ${small ? "" : "text-sm"}`}>{person.role}</span>
      </p>
    </div>
  );
}

/** People in the hero, one under the other (About's partners, the blog's authors). */
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

/** A short paragraph in a hero panel, in the hero's softer text colour. */
export function HeroNote({ children }: { children: ReactNode }) {
  const { soft } = useHeroTone();
  return <p className={`mt-4 text-sm leading-relaxed ${soft}`}>{children}</p>;
}

/** A panel's way on (to the story), in the hero's link colour. */
export function HeroLink({ to, children }: { to: string; children: ReactNode }) {
  const { link } = useHeroTone();
  return (
    <Link to={to} className={`mt-6 inline-flex min-h-11 items-center gap-1.5 font-semibold ${link}`}>
      {children}
    </Link>
  );
}
