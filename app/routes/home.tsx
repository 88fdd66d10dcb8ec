import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { NewsletterForm } from "~/components/forms/newsletter-form";
import { CardGrid } from "~/components/sections/card-grid";
import { CtaBanner } from "~/components/sections/cta-banner";
import { FigureBasis } from "~/components/sections/figure-basis";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Stats } from "~/components/sections/stats";
import { Steps } from "~/components/sections/steps";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { homeContent } from "~/content/home";
import { newsletterAction, formHeaders } from "~/forms/action.server";
import { requestLang } from "~/i18n/request.server";
import { useTranslation } from "~/i18n/translation";
import { languageFromPath } from "~/i18n/paths";
import { pageMeta, siteOrigin } from "~/lib/seo";
import { organizationData, websiteData } from "~/lib/structured-data";
import { runtimeFor } from "~/runtime/runtime.server";

export function loader({ request }: Route.LoaderArgs) {
  return { content: homeContent[requestLang(request)] };
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
  const { content } = loaderData;
  const { href } = useTranslation();
  const { hero, whatWeDo, impact, whyChoose, newsletter, cta } = content;

  return (
    <>
      <PageHero
        size="home"
        eyebrow={hero.eyebrow}
        title={hero.title}
        highlight={hero.highlight}
        subtitle={hero.subtitle}
      >
        <Link to={href("/services")} className={buttonClass("inverse")}>
          {hero.primary}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <Link to={href("/contact")} className={buttonClass("outlineInverse")}>
          {hero.secondary}
        </Link>
      </PageHero>

      <Section
        id="what-we-do"
        title={whatWeDo.title}
        intro={whatWeDo.intro}
        aside={<MoreLink to={href("/services")} label={whatWeDo.linkLabel} />}
      >
        <CardGrid items={whatWeDo.items} />
        <FigureBasis text={whatWeDo.basis} />
      </Section>

      <Section id="impact" tone="navy" title={impact.title} intro={impact.intro}>
        <Stats items={impact.stats} basis={impact.basis} />
      </Section>

      <Section
        id="why-choose"
        tone="muted"
        title={whyChoose.title}
        intro={whyChoose.intro}
        aside={<MoreLink to={href("/about")} label={whyChoose.linkLabel} />}
      >
        <CardGrid items={whyChoose.reasons} />
        <div className="mt-10">
          <Steps items={whyChoose.phases.map((title) => ({ title }))} />
        </div>
      </Section>

      <section id="newsletter" aria-labelledby="newsletter-title" className="bg-white py-16 sm:py-20">
        <Container className="grid gap-10 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <h2 id="newsletter-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {newsletter.title}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-navy-600">{newsletter.text}</p>
          </div>
          <div className="lg:col-span-3">
            <NewsletterForm variant="full" />
          </div>
        </Container>
      </section>

      <CtaBanner cta={cta} primaryTo={href("/contact")} secondaryTo={href("/case-studies")} />
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
