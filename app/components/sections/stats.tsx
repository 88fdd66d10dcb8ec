/**
 * Big figures with their labels. A figure is written before its label in the markup (a description
 * list reads term then value), drawn above it, and held at the top of its cell: when a label wraps
 * in one language and not its neighbour's, the figures of a row still line up.
 */
export function Stats({ items }: { items: { value: string; label: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
      {items.map((item) => (
        <div
          key={item.label}
          className="flex flex-col-reverse justify-end gap-1 border-l-2 border-accent-400 pl-4"
        >
          <dt className="text-sm text-navy-100 sm:text-base">{item.label}</dt>
          <dd className="text-4xl font-bold tracking-tight text-white sm:text-5xl">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
