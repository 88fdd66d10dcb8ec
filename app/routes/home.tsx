import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { NewsletterForm } from "~/components/forms/newsletter-form";
import { FeaturedResult } from "~/components/sections/featured-result";
import { CtaBanner } from "~/components/sections/cta-banner";
import { FigureBasis } from "~/components/sections/figure-basis";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { ServiceIndex } from "~/components/sections/service-index";
import { Stats } from "~/components/sections/stats";
import { Steps } from "~/components/sections/steps";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Eyebrow } from "~/components/ui/eyebrow";
import { balancedColumns } from "~/components/ui/grid";
import { headlineStories } from "~/content/case-studies";
import { homeContent } from "~/content/home";
import { newsletterAction, formHeaders } from "~/forms/action.server";
import { requestLang } from "~/i18n/request.server";
import { useTranslation } from "~/i18n/translation";
import { languageFromPath } from "~/i18n/paths";
import { pageMeta, siteOrigin } from "~/lib/seo";
import { organizationData, websiteData } from "~/lib/structured-data";
import { runtimeFor } from "~/runtime/runtime.server";
import { contactReader } from "~/content/contact/reader.server";

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return { content: homeContent[lang], stories: headlineStories(lang), reader: contactReader(lang) };
}

export async function action(args: Route.ActionArgs) {
  return newsletterAction(args, await runtimeFor(args.context));
}

export const headers: Route.HeadersFunction = formHeaders;

export const meta: Route.MetaFunction = (args) => {
  const origin = siteOrigin(args.matches);
  const lang = languageFromPath(args.location.pathname);
  return pageMeta(args, {
    ...args.loaderData.content.meta,
    jsonLd: [organizationData(origin, lang), websiteData(origin, lang)],
  });
};

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const { content, stories } = loaderData;
  const { t, href } = useTranslation();
  const { hero, whatWeDo, impact, whyChoose, newsletter, cta } = content;
  const story = (id: string) => `${href("/case-studies")}#${id}`;
  const [featured, ...others] = stories;

  return (
    <>
      <PageHero
        size="home"
        eyebrow={hero.eyebrow}
        title={hero.title}
        highlight={hero.highlight}
        subtitle={hero.subtitle}
        aside={featured ? <FeaturedResult story={featured} to={story(featured.id)} /> : null}
      >
        <Link to={href("/book")} className={buttonClass("inverse")}>
          {hero.secondary}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <Link to={href("/services")} className={buttonClass("outlineInverse")}>
          {hero.primary}
        </Link>
      </PageHero>

      {/* The proof under the hero: the other stories' results, each with its sector and size, then
          the firm's figures. */}
      {others.length > 0 ? (
        <section id="results" aria-labelledby="results-title" className="pt-14 sm:pt-16">
          <Container>
            {/* The heading and the way to every story beside the cards on a desktop, above them on a phone. */}
            <div className="grid gap-x-6 gap-y-3 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
              <div className="flex flex-col items-start gap-y-2 lg:pt-5">
                <Eyebrow as="h2" id="results-title">
                  {t.story.moreResults}
                </Eyebrow>
                <Link
                  to={href("/case-studies")}
                  className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-accent-700 hover:text-accent-800"
                >
                  {t.story.allStories}
                  <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
                </Link>
              </div>
              <ul className={balancedColumns(others.length)}>
                {others.map((other) => (
                  // Three rows shared with the cards beside it (sector, figure, label): the figures
                  // line up whatever wraps.
                  <li key={other.id} className="row-span-3 grid grid-rows-subgrid gap-y-3">
                    <Link
                      to={story(other.id)}
                      className="group row-span-3 grid grid-rows-subgrid gap-y-3 rounded-2xl border border-navy-100 p-5 hover:border-navy-300 hover:bg-navy-50"
                    >
                      <span className="text-sm text-navy-600">
                        <span className="font-semibold text-navy-900">{other.industry}</span>
                        {` · ${other.size}`}
                      </span>
                      <span className="self-end text-3xl font-semibold tracking-tight text-accent-700">
                        {other.results[0]?.value}
                      </span>
                      <span className="flex items-start justify-between gap-3 text-navy-700">
                        {other.results[0]?.label}
                        <ArrowRight aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent-700" />
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </Container>
        </section>
      ) : null}
      <section id="impact" aria-labelledby="impact-title" className="border-b border-navy-100 py-14 sm:py-16">
        <Container>
          <div className={others.length > 0 ? "border-t border-navy-100 pt-10" : ""}>
            {/* The intro in a column of its own, from its left: pushed to the right edge, a line arriving in
                pieces on a slow network grew leftwards and moved. */}
            <div className="grid gap-2 lg:grid-cols-2 lg:items-baseline lg:gap-10">
              <h2
                id="impact-title"
                className="text-2xl font-semibold tracking-tight text-navy-900 sm:text-3xl"
              >
                {impact.title}
              </h2>
              <p className="text-lg text-navy-600">{impact.intro}</p>
            </div>
            <div className="mt-10">
              <Stats items={impact.stats} basis={impact.basis} />
            </div>
          </div>
        </Container>
      </section>

      <Section
        id="what-we-do"
        tone="muted"
        title={whatWeDo.title}
        intro={whatWeDo.intro}
        aside={<MoreLink to={href("/services")} label={whatWeDo.linkLabel} />}
      >
        <ServiceIndex items={whatWeDo.items} size="large" />
        <FigureBasis text={whatWeDo.basis} />
      </Section>

      <Section
        id="why-choose"
        title={whyChoose.title}
        intro={whyChoose.intro}
        aside={<MoreLink to={href("/about")} label={whyChoose.linkLabel} />}
      >
        {/* The reasons beside the method they rest on. */}
        <div className="grid gap-12 lg:grid-cols-2 lg:gap-16">
          <ul className="divide-y divide-navy-200 self-start border-y border-navy-200">
            {whyChoose.reasons.map((reason) => (
              <li key={reason.title} className="py-6">
                <h3 className="text-lg font-semibold text-navy-900">{reason.title}</h3>
                <p className="mt-2 leading-relaxed text-navy-600">{reason.text}</p>
              </li>
            ))}
          </ul>
          <div className="self-start rounded-3xl bg-navy-50 p-8 sm:p-10">
            <Steps items={whyChoose.phases} layout="column" />
          </div>
        </div>
      </Section>

      <section id="newsletter" aria-labelledby="newsletter-title" className="bg-navy-50 py-16 sm:py-20">
        <Container className="grid gap-10 lg:grid-cols-5 lg:gap-16">
          <div className="lg:col-span-2">
            <h2 id="newsletter-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
              {newsletter.title}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-navy-600">{newsletter.text}</p>
          </div>
          <div className="lg:col-span-3">
            <NewsletterForm variant="full" />
          </div>
        </Container>
      </section>

      <CtaBanner
        cta={cta}
        reader={loaderData.reader}
        primaryTo={href("/book")}
        secondaryTo={href("/case-studies")}
      />
    </>
  );
}

function MoreLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-accent-700 hover:text-accent-800"
    >
      {label}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}
