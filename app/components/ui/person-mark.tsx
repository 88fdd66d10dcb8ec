import type { PersonSummary } from "~/content/people/schema";

const sizes = {
  sm: {
    box: "size-10 rounded-lg text-sm",
    mark: "p-1.5 before:top-1.5 before:right-1.5 before:size-1",
    px: 40,
  },
  md: { box: "size-14 rounded-xl text-lg", mark: "p-2 before:top-2 before:right-2 before:size-1.5", px: 56 },
  lg: { box: "size-20 rounded-2xl text-2xl", mark: "p-3 before:top-3 before:right-3 before:size-2", px: 80 },
  /** The About page's leadership, in white: beside the name on a phone, the column's width above it from `sm`. */
  portrait: {
    box: "size-24 rounded-xl text-3xl tracking-tight sm:aspect-[4/3] sm:h-auto sm:w-full sm:rounded-2xl sm:text-6xl",
    mark: "p-3 before:top-3 before:right-3 before:size-2 sm:p-6 sm:before:top-6 sm:before:right-6 sm:before:size-3",
    px: 320,
  },
} as const;

/**
 * A person's portrait slot: their photograph when the firm has one (`portrait`), otherwise their
 * initials with the wordmark's teal square, a mark that does not pretend to be a photo: on navy at
 * the sizes of a byline or a list, on white at the size of a portrait (`portrait`), where a block of
 * navy would weigh more than the words under it. Decorative either way: the name is always written
 * beside it.
 */
export function PersonMark({
  person,
  size = "md",
}: {
  person: Pick<PersonSummary, "initials" | "portrait">;
  size?: keyof typeof sizes;
}) {
  const { box, mark, px } = sizes[size];
  const tone =
    size === "portrait" ? "bg-white text-navy-900 ring-navy-100" : "bg-navy-900 text-white ring-white/15";
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
    // A monogram: the letters from the bottom left, the teal square in the top right corner. Neither
    // is centred: centred letters would move when the web font, whose letters are a little wider or
    // narrower than the fallback's, replaces it after the page has loaded.
    <span
      aria-hidden="true"
      className={`${box} ${mark} ${tone} relative flex shrink-0 items-end leading-none font-semibold ring-1 ring-inset before:absolute before:bg-accent-400`}
    >
      {person.initials}
    </span>
  );
}
