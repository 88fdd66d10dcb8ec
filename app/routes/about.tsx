import { Compass, Target } from "lucide-react";
import type { Route } from "./+types/about";
import { CardGrid } from "~/components/sections/card-grid";
import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Container } from "~/components/ui/container";
import { aboutContent } from "~/content/about";
import { requestLang } from "~/i18n/request.server";
import { useTranslation } from "~/i18n/translation";
import { pageMeta } from "~/lib/seo";

export function loader({ request }: Route.LoaderArgs) {
  return { content: aboutContent[requestLang(request)] };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { ...args.loaderData.content.meta, kind: "AboutPage" });

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  const { intro, mission, vision, values, expertise, cta } = loaderData.content;
  const { href } = useTranslation();
  const statements = [
    { ...mission, icon: <Target aria-hidden="true" className="size-6" /> },
    { ...vision, icon: <Compass aria-hidden="true" className="size-6" /> },
  ];

  return (
    <>
      <PageHero eyebrow={intro.eyebrow} title={intro.title} subtitle={intro.subtitle} />
      <section className="py-16 sm:py-20">
        <Container className="grid gap-6 md:grid-cols-2">
          {statements.map((statement) => (
            <div key={statement.title} className="rounded-3xl border border-navy-100 p-8 shadow-sm sm:p-10">
              <span className="grid size-12 place-items-center rounded-xl bg-navy-900 text-accent-300">
                {statement.icon}
              </span>
              <h2 className="mt-6 text-2xl font-bold tracking-tight">{statement.title}</h2>
              <p className="mt-3 text-lg leading-relaxed text-navy-600">{statement.text}</p>
            </div>
          ))}
        </Container>
      </section>
      <Section id="values" tone="muted" title={values.title} intro={values.intro}>
        <CardGrid items={values.items} columns={4} />
      </Section>
      <Section id="expertise" title={expertise.title} intro={expertise.intro}>
        <CardGrid items={expertise.items} />
      </Section>
      <CtaBanner cta={cta} primaryTo={href("/contact")} secondaryTo={href("/services")} />
    </>
  );
}
