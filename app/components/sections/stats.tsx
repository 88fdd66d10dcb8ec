import { LabelledFigure } from "~/components/ui/labelled-figure";
import { FigureBasis } from "./figure-basis";

/** Big figures with their labels, a teal rule before each, and the line that says what each counts. */
export function Stats({ items, basis }: { items: { value: string; label: string }[]; basis: string }) {
  return (
    <>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-8 lg:grid-cols-4">
        {items.map((item) => (
          <LabelledFigure
            key={item.label}
            size="large"
            value={item.value}
            label={item.label}
            className="border-l-2 border-accent-500 pl-4"
            labelClassName="text-sm text-navy-600 sm:text-base"
          />
        ))}
      </dl>
      <FigureBasis text={basis} />
    </>
  );
}
