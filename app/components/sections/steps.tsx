/**
 * A row's columns, one per step, set before the steps arrive: a grid that made a column for each
 * step as it came (auto columns) would narrow the first ones while a slow page's HTML arrives.
 */
const rowColumns: Partial<Record<number, string>> = {
  2: "lg:grid-cols-2",
  3: "lg:grid-cols-3",
  4: "lg:grid-cols-4",
  5: "lg:grid-cols-5",
  6: "lg:grid-cols-6",
};

/**
 * Numbered steps or phases as a timeline, each with an optional duration ("2-3 weeks") and text.
 * `row`: across the page on a desktop, a line joining the numbers, and down it on a phone;
 * `column`: down the page everywhere (beside text).
 */
export function Steps({
  items,
  layout = "row",
}: {
  items: { title: string; text?: string; duration?: string }[];
  layout?: "row" | "column";
}) {
  const row = layout === "row";
  return (
    <ol
      className={
        row ? `grid lg:gap-8 ${rowColumns[items.length] ?? "lg:auto-cols-fr lg:grid-flow-col"}` : "grid"
      }
    >
      {items.map((item, index) => (
        <li
          key={item.title}
          className={`relative flex gap-5 pb-9 last:pb-0 ${row ? "lg:flex-col lg:gap-5 lg:pb-0" : ""}`}
        >
          {index < items.length - 1 ? (
            // The line to the next step: down on a phone, across on a desktop.
            <span
              aria-hidden="true"
              className={`absolute top-12 bottom-1 left-5 w-px bg-navy-200 ${
                row ? "lg:top-5 lg:-right-6 lg:bottom-auto lg:left-12 lg:h-px lg:w-auto" : ""
              }`}
            />
          ) : null}
          <span
            aria-hidden="true"
            className="relative grid size-10 shrink-0 place-items-center rounded-full bg-navy-900 text-sm font-semibold text-white"
          >
            {index + 1}
          </span>
          <div className={row ? "pt-2 lg:pt-0" : "pt-2"}>
            <h3 className="text-lg font-semibold text-navy-900">{item.title}</h3>
            {item.duration ? (
              <p className="mt-1 text-sm font-semibold text-accent-700">{item.duration}</p>
            ) : null}
            {item.text ? <p className="mt-2 leading-relaxed text-navy-600">{item.text}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
