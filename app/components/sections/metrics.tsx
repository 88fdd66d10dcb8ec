import type { Metric } from "~/content/types";
import { balancedColumns } from "~/components/ui/grid";
import { LabelledFigure } from "~/components/ui/labelled-figure";
import { FigureBasis } from "./figure-basis";

/**
 * Result figures: the figure large, its label under it, a teal rule before each, and the line that
 * states their basis.
 */
export function Metrics({ items, basis }: { items: Metric[]; basis: string }) {
  return (
    <>
      <dl className={balancedColumns(items.length, 4)}>
        {items.map((item) => (
          <LabelledFigure
            key={item.label}
            size="medium"
            value={item.value}
            label={item.label}
            className="border-l-2 border-accent-500 pl-5"
          />
        ))}
      </dl>
      <FigureBasis text={basis} />
    </>
  );
}
