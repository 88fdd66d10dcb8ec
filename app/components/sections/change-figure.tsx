import { useId } from "react";
import type { StoryChange } from "~/content/types";

/** How many dots a row has: the larger figure lights them all. */
const dotsInRow = 24;

/**
 * A story's change drawn: two rows of dots, where the client stood and where it stands, each with its
 * figure and when it was measured; the brand's one pattern (the offices map's dots), lit in
 * proportion to the larger figure, whole dots only. Drawn in SVG (its sizes are attributes, which
 * the pages' style policy allows where an inline style would be refused) and hidden from assistive
 * technology, for which the figures and their labels are the text.
 */
export function ChangeFigure({ change }: { change: StoryChange }) {
  const titleId = useId();
  const largest = Math.max(change.before.amount, change.after.amount);
  const points = [
    { key: "before", point: change.before, figure: "text-navy-700", lit: "fill-navy-500" },
    { key: "after", point: change.after, figure: "text-accent-700", lit: "fill-accent-600" },
  ];
  return (
    <figure aria-labelledby={titleId} className="rounded-2xl border border-navy-200 bg-white p-6">
      <figcaption id={titleId} className="text-sm leading-snug font-semibold text-navy-900">
        {change.title}
      </figcaption>
      <ul className="mt-5 grid gap-5">
        {points.map(({ key, point, figure, lit }) => {
          const litDots = Math.round((point.amount / largest) * dotsInRow);
          return (
            <li key={key}>
              {/* The figure's column as wide as the widest figure, both set from the row's top, the row
                as tall as two lines of label on a phone (where a label wraps): where the page arrives
                slowly, a label or a figure whose HTML comes in two pieces only grows (down, or to the
                right) and nothing drawn before it moves, not even the dots under them. */}
              <div className="grid min-h-12 grid-cols-[minmax(0,1fr)_8rem] items-start gap-x-4 sm:min-h-8">
                <span className="pt-2 text-sm leading-snug text-navy-600">{point.label}</span>
                <span className={`text-2xl font-semibold tracking-tight tabular-nums ${figure}`}>
                  {point.value}
                </span>
              </div>
              <svg aria-hidden="true" focusable="false" className="mt-2 block h-3 w-full">
                {Array.from({ length: dotsInRow }, (_, index) => (
                  <circle
                    key={index}
                    cx={`${((index + 0.5) / dotsInRow) * 100}%`}
                    cy="6"
                    r="4.5"
                    className={index < litDots ? lit : "fill-navy-100"}
                  />
                ))}
              </svg>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
