import type { PersonSummary } from "~/content/people/schema";

/** Each size: its box, the monogram's, the photo's width and height, and how wide it is drawn (`sizes`). */
const sizes = {
  sm: {
    box: "size-10 rounded-lg text-sm",
    mark: "p-1.5 before:top-1.5 before:right-1.5 before:size-1",
    px: 40,
    drawn: "40px",
  },
  md: {
    box: "size-14 rounded-xl text-lg",
    mark: "p-2 before:top-2 before:right-2 before:size-1.5",
    px: 56,
    drawn: "56px",
  },
  lg: {
    box: "size-20 rounded-2xl text-2xl",
    mark: "p-3 before:top-3 before:right-3 before:size-2",
    px: 80,
    drawn: "80px",
  },
  /** The About page's leadership: beside the name on a phone, a square the column's width above it from `sm`. */
  portrait: {
    box: "dot-grid size-24 rounded-xl text-3xl tracking-tight sm:aspect-square sm:h-auto sm:w-full sm:max-w-80 sm:rounded-2xl sm:text-6xl",
    mark: "p-3 before:top-3 before:right-3 before:size-2 sm:p-6 sm:before:top-6 sm:before:right-6 sm:before:size-3",
    px: 320,
    drawn: "(min-width: 40rem) 20rem, 6rem",
  },
} as const;

/**
 * A person's portrait slot: their photograph when the firm has one (`portrait`), otherwise their
 * initials on navy with the wordmark's teal square, a mark that does not pretend to be a photo; at
 * the size of a portrait (`portrait`), on the dots of the offices' map. Decorative either way: the
 * name is always written beside it.
 */
export function PersonMark({
  person,
  size = "md",
}: {
  person: Pick<PersonSummary, "initials" | "portrait">;
  size?: keyof typeof sizes;
}) {
  const { box, mark, px, drawn } = sizes[size];
  if (person.portrait) {
    return (
      <img
        src={person.portrait.src}
        srcSet={person.portrait.srcSet}
        sizes={person.portrait.srcSet ? drawn : undefined}
        alt=""
        width={px}
        height={px}
        loading="lazy"
        className={`${box} shrink-0 bg-navy-100 object-cover object-[50%_30%]`}
      />
    );
  }
  return (
    // A monogram: the letters from the bottom left, the teal square in the top right corner. Neither
    // is centred: centred letters would move when the web font, whose letters are a little wider or
    // narrower than the fallback's, replaces it after the page has loaded.
    <span
      aria-hidden="true"
      className={`${box} ${mark} relative flex shrink-0 items-end bg-navy-900 leading-none font-semibold text-white ring-1 ring-white/15 ring-inset before:absolute before:bg-accent-400`}
    >
      {person.initials}
    </span>
  );
}
