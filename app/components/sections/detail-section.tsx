import { CheckList } from "~/components/ui/check-list";
import { balancedColumns } from "~/components/ui/grid";
import type { DetailSection as DetailSectionContent } from "~/content/types";
import { CardGrid } from "./card-grid";
import { Metrics } from "./metrics";
import { Section } from "./section";
import { Steps } from "./steps";

/** One block of a service detail page, laid out by its kind. */
export function DetailSection({
  section,
  id,
  tone,
}: {
  section: DetailSectionContent;
  id: string;
  tone: "white" | "muted";
}) {
  return (
    <Section id={id} tone={tone} title={section.title} intro={section.intro}>
      <SectionBody section={section} />
    </Section>
  );
}

function SectionBody({ section }: { section: DetailSectionContent }) {
  switch (section.kind) {
    case "cards":
      return <CardGrid items={section.items} />;
    case "metrics":
      return <Metrics items={section.items} basis={section.basis} />;
    case "phases":
      return <Steps items={section.items} />;
    case "checklist":
      return <CheckList items={section.items} boxed />;
    case "tags":
      return (
        <dl className={balancedColumns(section.groups.length)}>
          {section.groups.map((group) => (
            <div key={group.label} className="rounded-2xl border border-navy-100 bg-white p-6">
              <dt className="font-semibold text-navy-900">{group.label}</dt>
              <dd className="mt-3 flex flex-wrap gap-2">
                {group.items.map((item) => (
                  <span key={item} className="rounded-full bg-navy-50 px-3 py-1 text-sm text-navy-700">
                    {item}
                  </span>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}
