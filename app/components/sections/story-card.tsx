import type { Story } from "~/content/types";
import { useTranslation } from "~/i18n/translation";
import { Metrics } from "./metrics";

/** A client story: challenge, solution, results and an optional quote. */
export function StoryCard({ story, headingLevel = "h3" }: { story: Story; headingLevel?: "h2" | "h3" }) {
  const { t } = useTranslation();
  const Title = headingLevel;
  const Sub = headingLevel === "h2" ? "h3" : "h4";
  return (
    <article className="rounded-3xl border border-navy-100 bg-white p-6 shadow-sm sm:p-10">
      <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{story.industry}</p>
      <Title className="mt-2 text-2xl font-bold tracking-tight text-navy-900">{story.title}</Title>
      <p className="mt-3 text-lg leading-relaxed text-navy-600">{story.description}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <div>
          <Sub className="font-semibold text-navy-900">{t.story.challenge}</Sub>
          <p className="mt-2 leading-relaxed text-navy-600">{story.challenge}</p>
        </div>
        <div>
          <Sub className="font-semibold text-navy-900">{t.story.solution}</Sub>
          <p className="mt-2 leading-relaxed text-navy-600">{story.solution}</p>
        </div>
      </div>
      <Sub className="mt-8 font-semibold text-navy-900">{t.story.results}</Sub>
      <div className="mt-4">
        <Metrics items={story.results} basis={story.basis} />
      </div>
      {story.quote ? (
        <figure className="mt-8 border-l-4 border-accent-500 pl-5">
          <blockquote className="quoted text-lg leading-relaxed text-navy-800 italic">
            {story.quote.text}
          </blockquote>
          <figcaption className="mt-3 text-sm text-navy-600">{story.quote.attribution}</figcaption>
        </figure>
      ) : null}
    </article>
  );
}
