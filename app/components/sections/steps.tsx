/** Numbered steps or phases, with an optional duration each ("2-3 weeks"). */
export function Steps({ items }: { items: { title: string; text?: string; duration?: string }[] }) {
  const desktop = items.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3";
  return (
    <ol className={`grid gap-6 sm:grid-cols-2 ${desktop}`}>
      {items.map((item, index) => (
        <li key={item.title} className="relative rounded-2xl border border-navy-100 bg-white p-6">
          <div className="flex items-center justify-between gap-3">
            <span
              aria-hidden="true"
              className="grid size-10 place-items-center rounded-full bg-navy-900 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            {item.duration ? (
              <span className="rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold text-accent-800">
                {item.duration}
              </span>
            ) : null}
          </div>
          <h3 className="mt-4 text-lg font-semibold text-navy-900">{item.title}</h3>
          {item.text ? <p className="mt-2 leading-relaxed text-navy-600">{item.text}</p> : null}
        </li>
      ))}
    </ol>
  );
}
