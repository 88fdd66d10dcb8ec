import type { Card } from "~/content/types";
import { IconBadge } from "~/components/ui/icon-badge";
import { balancedColumns } from "~/components/ui/grid";

/**
 * Cards in a grid with no empty cell (`balancedColumns`), up to `max` columns on a desktop. `tiles`:
 * bordered cards led by their icon; `ruled`: text under a rule, no icon, for statements (values,
 * lessons) where an icon would only decorate; `rows`: one card a row, its title beside its text, an
 * index of areas (beside a `split` section's heading).
 */
export function CardGrid({
  items,
  max = 3,
  look = "tiles",
}: {
  items: Card[];
  max?: 2 | 3 | 4;
  look?: "tiles" | "ruled" | "rows";
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
    <ul className={balancedColumns(items.length, max)}>
      {items.map((item) =>
        look === "ruled" ? (
          <li key={item.title} className="border-t-2 border-navy-900 pt-5">
            <h3 className="text-lg font-semibold text-navy-900">{item.title}</h3>
            <p className="mt-2 leading-relaxed text-navy-600">{item.text}</p>
          </li>
        ) : (
          <li key={item.title} className="rounded-2xl border border-navy-100 bg-white p-6">
            <IconBadge name={item.icon} size="sm" />
            <h3 className="mt-5 text-lg font-semibold text-navy-900">{item.title}</h3>
            <p className="mt-2 leading-relaxed text-navy-600">{item.text}</p>
          </li>
        ),
      )}
    </ul>
  );
}
