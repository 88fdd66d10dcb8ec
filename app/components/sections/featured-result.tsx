import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { HeroPanel } from "~/components/sections/hero-panel";
import type { CaseStudy, Story } from "~/content/types";
import { useTranslation } from "~/i18n/translation";

/**
 * One client story's headline result, on navy beside a page's headline (the home page's, a service
 * page's): what the firm has done, with the facts that make it comparable (sector, and the size and
 * duration where the story states them), what it was measured against (the story's basis), and the
 * way to the story.
 */
export function FeaturedResult({
  story,
  to,
}: {
  story: Pick<Story, "industry" | "results" | "basis"> & Partial<Pick<CaseStudy, "size" | "duration">>;
  to: string;
}) {
  const { t } = useTranslation();
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
        {/* The figure above its label, in a row of its own height: where the HTML arrives slowly,
            the label drawn before its figure has arrived is already in its place. */}
        <div className="grid grid-rows-[3.75rem_auto] sm:grid-rows-[4.5rem_auto]">
          <dt className="row-start-2 mt-2 text-lg text-navy-100">{headline.label}</dt>
          <dd className="row-start-1 text-6xl font-semibold tracking-tight text-white sm:text-7xl">
            {headline.value}
          </dd>
        </div>
      </dl>
      <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-4 border-t border-white/10 pt-6 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="last:col-span-2">
            <dt className="text-navy-300">{label}</dt>
            <dd className="mt-0.5 font-medium text-white">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-5 text-xs leading-relaxed text-navy-300">{story.basis}</p>
      <Link
        to={to}
        className="mt-6 inline-flex min-h-11 items-center gap-1.5 font-semibold text-accent-300 hover:text-white"
      >
        {t.story.readStory}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </HeroPanel>
  );
}
