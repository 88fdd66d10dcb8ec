import type { Card } from "~/content/types";
import { balancedColumns } from "~/components/ui/grid";

/**
 * Cards in a grid with no empty cell (`balancedColumns`), up to `max` columns on a desktop. `ruled`:
 * each card's words under a rule (capabilities, values), no tile and no icon, so that the words
 * lead; `rows`: one card a row, its title beside its text, an index of areas.
 */
export function CardGrid({
  items,
  max = 3,
  look = "ruled",
}: {
  items: Card[];
  max?: 2 | 3 | 4;
  look?: "ruled" | "rows";
}) {
  if (look === "rows")
    return (
      <ul className="divide-y divide-navy-200 border-y border-navy-200">
        {items.map((item) => (
          <li
            key={item.title}
            className="grid gap-x-8 gap-y-2 py-6 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]"
          >
            <h3 className="text-lg leading-snug font-semibold text-navy-900">{item.title}</h3>
            <p className="leading-relaxed text-navy-600">{item.text}</p>
          </li>
        ))}
      </ul>
    );
  return (
    <ul className={`${balancedColumns(items.length, max)} gap-y-10`}>
      {items.map((item) => (
        <li key={item.title} className="border-t-2 border-navy-900 pt-5">
          <h3 className="text-lg font-semibold text-navy-900">{item.title}</h3>
          <p className="mt-2 leading-relaxed text-navy-600">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
