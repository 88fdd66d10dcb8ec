import type { Card } from "~/content/types";
import { IconBadge } from "~/components/ui/icon-badge";

/** Icon cards in a responsive grid: 1 column on phones, 2 on tablets, `columns` on desktops. */
export function CardGrid({ items, columns = 3 }: { items: Card[]; columns?: 2 | 3 | 4 }) {
  const desktop = { 2: "lg:grid-cols-2", 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" }[columns];
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${desktop}`}>
      {items.map((item) => (
        <li key={item.title} className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm">
          <IconBadge name={item.icon} />
          <h3 className="mt-5 text-lg font-semibold text-navy-900">{item.title}</h3>
          <p className="mt-2 leading-relaxed text-navy-600">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
