/**
 * How large a figure is drawn, and the height of the row it is given: one line of the figure's
 * type. The row is at least that tall before the figure's font has arrived, so that on a slow
 * network the label is drawn where it will stay.
 */
const sizes = {
  /** A story's headline result, on the home page's hero and at the top of a story. */
  headline: {
    rows: "grid-rows-[minmax(3.75rem,auto)_auto] sm:grid-rows-[minmax(4.5rem,auto)_auto]",
    value: "text-6xl sm:text-7xl",
  },
  /** The home page's impact figures. */
  large: {
    rows: "grid-rows-[minmax(2.5rem,auto)_auto] sm:grid-rows-[minmax(3rem,auto)_auto]",
    value: "text-4xl sm:text-5xl",
  },
  /** A service's or a story's result figures. */
  medium: { rows: "grid-rows-[minmax(2.5rem,auto)_auto]", value: "text-4xl" },
  /** A story's other results, under its headline. */
  small: { rows: "grid-rows-[minmax(2.25rem,auto)_auto]", value: "text-3xl" },
} as const;

/**
 * A figure drawn above its label, and written before it: the figure is the list's term, the label
 * its description, so that a screen reader and a copy read "30%, lower operating costs" (in
 * Portuguese "30%, de redução…", never "de redução…, 30%"). Held at the top of its cell: when one
 * label wraps in a language and its neighbour's does not, a row's figures still line up. Goes
 * inside a `<dl>`.
 */
export function LabelledFigure({
  value,
  label,
  size,
  className = "",
  valueClassName = "text-navy-900",
  labelClassName = "text-navy-600",
}: {
  value: string;
  label: string;
  size: keyof typeof sizes;
  /** The cell's own look, e.g. a rule before it. */
  className?: string;
  /** The figure's colour. */
  valueClassName?: string;
  /** The label's type and colour. */
  labelClassName?: string;
}) {
  const { rows, value: type } = sizes[size];
  return (
    <div className={`grid content-start ${rows} ${className}`}>
      <dt className={`font-semibold tracking-tight ${type} ${valueClassName}`}>{value}</dt>
      <dd className={`mt-1 leading-snug ${labelClassName}`}>{label}</dd>
    </div>
  );
}
