import { ArrowRight } from "lucide-react";
import { HeroLink, HeroPanel } from "~/components/sections/hero-panel";
import { useHeroTone } from "~/components/sections/hero-tone";
import { LabelledFigure } from "~/components/ui/labelled-figure";
import type { CaseStudy, Story } from "~/content/types";
import { useTranslation } from "~/i18n/translation";

/**
 * One client story's headline result, beside the home page's headline: what the firm has done,
 * with the facts that make it comparable (sector, and the size and duration where the story states
 * them), what it was measured against (the story's basis), and the way to the story.
 */
export function FeaturedResult({
  story,
  to,
}: {
  story: Pick<Story, "industry" | "results" | "basis"> & Partial<Pick<CaseStudy, "size" | "duration">>;
  to: string;
}) {
  const { t } = useTranslation();
  const { strong, figure, soft, faint, border } = useHeroTone();
  const headline = story.results[0];
  if (!headline) return null;
  const facts = (
    [
      [t.story.sector, story.industry],
      [t.story.size, story.size],
      [t.story.duration, story.duration],
    ] as const
  ).filter((fact): fact is readonly [string, string] => fact[1] !== undefined);
  return (
    <HeroPanel id="featured-result" title={t.story.featured}>
      <dl className="mt-6">
        <LabelledFigure
          size="headline"
          value={headline.value}
          label={headline.label}
          valueClassName={figure}
          labelClassName={`text-lg ${soft}`}
        />
      </dl>
      <dl className={`mt-6 grid grid-cols-2 gap-x-6 gap-y-4 border-t pt-6 text-sm ${border}`}>
        {facts.map(([label, value]) => (
          <div key={label} className="last:col-span-2">
            <dt className={faint}>{label}</dt>
            <dd className={`mt-0.5 font-medium ${strong}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={`mt-5 text-xs leading-relaxed ${faint}`}>{story.basis}</p>
      <HeroLink to={to}>
        {t.story.readStory}
        <ArrowRight aria-hidden="true" className="size-4" />
      </HeroLink>
    </HeroPanel>
  );
}
