import { FigureBasis } from "./figure-basis";

/**
 * Big figures with their labels, a teal rule before each, and the line that says what each counts.
 * A figure is written after its label in the markup (a description list reads term then value),
 * drawn above it, and held at the top of its cell: when a label wraps in one language and not its
 * neighbour's, the figures of a row still line up.
 */
export function Stats({ items, basis }: { items: { value: string; label: string }[]; basis: string }) {
  return (
    <>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-8 lg:grid-cols-4">
        {items.map((item) => (
          <div
            key={item.label}
            className="flex flex-col-reverse justify-end gap-1 border-l-2 border-accent-500 pl-4"
          >
            <dt className="text-sm text-navy-600 sm:text-base">{item.label}</dt>
            <dd className="text-4xl font-semibold tracking-tight text-navy-900 sm:text-5xl">{item.value}</dd>
          </div>
        ))}
      </dl>
      <FigureBasis text={basis} />
    </>
  );
}
