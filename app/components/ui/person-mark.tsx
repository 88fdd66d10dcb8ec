import type { PersonSummary } from "~/content/people/schema";

const sizes = {
  sm: { box: "size-10 rounded-lg text-sm", stop: "size-1", px: 40 },
  md: { box: "size-14 rounded-xl text-lg", stop: "size-1.5", px: 56 },
  lg: { box: "size-20 rounded-2xl text-2xl", stop: "size-2", px: 80 },
} as const;

/**
 * A person's portrait slot: their photograph when the firm has one (`portrait`), otherwise their
 * initials on navy with the wordmark's teal square, a mark that does not pretend to be a photo.
 * Decorative either way: the name is always written beside it.
 */
export function PersonMark({
  person,
  size = "md",
}: {
  person: Pick<PersonSummary, "initials" | "portrait">;
  size?: keyof typeof sizes;
}) {
  const { box, stop, px } = sizes[size];
  if (person.portrait) {
    return (
      <img
        src={person.portrait}
        alt=""
        width={px}
        height={px}
        loading="lazy"
        className={`${box} shrink-0 bg-navy-100 object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} grid shrink-0 place-items-center bg-navy-900 font-semibold text-white ring-1 ring-white/15 ring-inset`}
    >
      <span>
        {person.initials}
        <span className={`${stop} ml-[0.1em] inline-block bg-accent-400`} />
      </span>
    </span>
  );
}
