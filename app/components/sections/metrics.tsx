import { Icon } from "~/components/ui/icon";
import type { Metric } from "~/content/types";
import { FigureBasis } from "./figure-basis";

/** Result figures with an icon each, and the line that states their basis. */
export function Metrics({ items, basis }: { items: Metric[]; basis: string }) {
  return (
    <>
      <dl className={`grid gap-4 sm:grid-cols-2 ${items.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}>
        {items.map((item) => (
          <div
            key={item.label}
            className="flex flex-col-reverse justify-end rounded-xl border border-navy-100 bg-white p-5"
          >
            <dt className="mt-1 text-sm leading-snug text-navy-600">{item.label}</dt>
            <dd className="flex items-center gap-2 text-3xl font-bold tracking-tight text-navy-900">
              <Icon name={item.icon} className="size-5 text-accent-700" />
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
      <FigureBasis text={basis} />
    </>
  );
}
