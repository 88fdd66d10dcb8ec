import { FigureBasis } from "./figure-basis";

/** Big figures with their labels, on a navy band, and the line that says what each counts. */
export function Stats({ items, basis }: { items: { value: string; label: string }[]; basis: string }) {
  return (
    <>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
        {items.map((item) => (
          <div key={item.label} className="flex flex-col-reverse gap-1 border-l-2 border-accent-400 pl-4">
            <dt className="text-sm text-navy-100 sm:text-base">{item.label}</dt>
            <dd className="text-4xl font-bold tracking-tight text-white sm:text-5xl">{item.value}</dd>
          </div>
        ))}
      </dl>
      <FigureBasis text={basis} tone="navy" />
    </>
  );
}
