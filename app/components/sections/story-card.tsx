import type { ReactNode } from "react";
import { Eyebrow } from "~/components/ui/eyebrow";
import { LabelledFigure } from "~/components/ui/labelled-figure";
import { quoted } from "~/content/typeset";
import type { Story } from "~/content/types";
import { useTranslation } from "~/i18n/translation";
import { ChangeFigure } from "./change-figure";
import { FigureBasis } from "./figure-basis";

export interface StoryFact {
  label: string;
  value: ReactNode;
}

/**
 * A client story, led by its outcome: the headline result large (the first of `results`) beside its
 * change drawn (before and after), the facts beside them when the page has them (sector, size,
 * duration, services), then the other results and the line that states their basis, the challenge
 * and the solution, and the quote. On a phone: result, change, facts, narrative.
 */
export function StoryCard({
  story,
  headingLevel = "h3",
  facts,
  id,
}: {
  story: Story;
  headingLevel?: "h2" | "h3";
  facts?: StoryFact[];
  /** Names the story's landmark and headings (`<id>-title`). */
  id?: string;
}) {
  const { t, lang } = useTranslation();
  const Title = headingLevel;
  const Sub = headingLevel === "h2" ? "h3" : "h4";
  const [headline, ...others] = story.results;
  const titleId = id ? `${id}-title` : undefined;
  return (
    <article
      aria-labelledby={titleId}
      className={`grid gap-x-12 gap-y-10 ${facts ? "lg:grid-cols-[minmax(0,1fr)_17rem] lg:grid-rows-[auto_1fr]" : ""}`}
    >
      <div>
        <Eyebrow>{story.industry}</Eyebrow>
        <Title id={titleId} className="mt-3 text-2xl font-semibold tracking-tight text-navy-900 sm:text-3xl">
          {story.title}
        </Title>
        <Sub className="sr-only">{t.story.results}</Sub>
        <div
          className={`mt-8 grid items-start gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,19rem)] ${facts ? "" : "lg:grid-cols-[minmax(0,42rem)_minmax(0,24rem)] lg:justify-between"}`}
        >
          <div>
            {headline ? (
              <dl>
                <LabelledFigure
                  size="headline"
                  value={headline.value}
                  label={headline.label}
                  valueClassName="text-accent-700"
                  labelClassName="text-xl font-medium text-navy-800"
                />
              </dl>
            ) : null}
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-navy-600">{story.description}</p>
          </div>
          <ChangeFigure change={story.change} />
        </div>
      </div>
      {facts ? (
        <aside
          aria-label={t.story.facts}
          className="self-start rounded-2xl border border-navy-200 bg-white p-6 lg:sticky lg:top-24 lg:row-span-2"
        >
          <dl className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt className="text-xs font-semibold tracking-wide text-navy-500 uppercase">{fact.label}</dt>
                <dd className="mt-1 font-medium text-navy-900">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </aside>
      ) : null}
      <div>
        {others.length > 0 ? (
          <dl className="grid gap-x-8 gap-y-6 border-y border-navy-100 py-6 sm:grid-cols-2">
            {others.map((result) => (
              <LabelledFigure
                key={result.label}
                size="small"
                value={result.value}
                label={result.label}
                labelClassName="text-sm text-navy-600"
              />
            ))}
          </dl>
        ) : null}
        <FigureBasis text={story.basis} />
        <div className="mt-8 grid gap-8 md:grid-cols-2">
          <div>
            <Sub className="font-semibold text-navy-900">{t.story.challenge}</Sub>
            <p className="mt-2 leading-relaxed text-navy-600">{story.challenge}</p>
          </div>
          <div>
            <Sub className="font-semibold text-navy-900">{t.story.solution}</Sub>
            <p className="mt-2 leading-relaxed text-navy-600">{story.solution}</p>
          </div>
        </div>
        {story.quote ? (
          <figure className="mt-10 border-l-2 border-accent-500 pl-6">
            <blockquote className="max-w-3xl text-xl leading-relaxed text-navy-800">
              {quoted(story.quote.text, lang)}
            </blockquote>
            <figcaption className="mt-4 text-sm text-navy-600">{story.quote.attribution}</figcaption>
          </figure>
        ) : null}
      </div>
    </article>
  );
}
