import { Check } from "lucide-react";

/** A list of short statements, each with a check mark; `boxed` puts each in its own tile, two columns. */
export function CheckList({ items, boxed = false }: { items: string[]; boxed?: boolean }) {
  return (
    <ul className={boxed ? "grid gap-3 sm:grid-cols-2" : "space-y-2"}>
      {items.map((item) => (
        <li
          key={item}
          className={`flex gap-3 text-navy-700 ${boxed ? "rounded-xl border border-navy-100 bg-white p-4" : ""}`}
        >
          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
          {item}
        </li>
      ))}
    </ul>
  );
}
