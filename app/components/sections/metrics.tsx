import type { Metric } from "~/content/types";
import { balancedColumns } from "~/components/ui/grid";
import { FigureBasis } from "./figure-basis";

/**
 * Result figures: the figure large, its label under it, a teal rule before each, and the line that
 * states their basis. A figure is held at the top of its cell, so that a row's figures line up when
 * one label wraps and another does not.
 */
export function Metrics({ items, basis }: { items: Metric[]; basis: string }) {
  return (
    <>
      <dl className={balancedColumns(items.length, 4)}>
        {items.map((item) => (
          <div
            key={item.label}
            className="flex flex-col-reverse justify-end border-l-2 border-accent-500 pl-5"
          >
            <dt className="mt-1 leading-snug text-navy-600">{item.label}</dt>
            <dd className="text-4xl font-semibold tracking-tight text-navy-900">{item.value}</dd>
          </div>
        ))}
      </dl>
      <FigureBasis text={basis} />
    </>
  );
}
