import type { Route } from "./+types/about";
import { CardGrid } from "~/components/sections/card-grid";
import { CtaBanner } from "~/components/sections/cta-banner";
import { OfficesMap } from "~/components/sections/offices-map";
import { PageHero } from "~/components/sections/page-hero";
import { PeopleGrid, PeopleRows } from "~/components/sections/people-grid";
import { Section } from "~/components/sections/section";
import { Container } from "~/components/ui/container";
import { Eyebrow } from "~/components/ui/eyebrow";
import { aboutContent } from "~/content/about";
import { colleagues, partners } from "~/content/people/index.server";
import { officePlaces } from "~/content/offices.server";
import { requestLang } from "~/i18n/request.server";
import { useTranslation } from "~/i18n/translation";
import { pageMeta } from "~/lib/seo";
import { contactReader } from "~/content/contact/reader.server";

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return {
    content: aboutContent[lang],
    partners: partners(lang),
    colleagues: colleagues(lang),
    offices: officePlaces(lang),
    reader: contactReader(lang),
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { ...args.loaderData.content.meta, kind: "AboutPage" });

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  const { content, partners, offices } = loaderData;
  const { intro, mission, vision, leadership, values, expertise, cta } = content;
  const { href } = useTranslation();

  return (
    <>
      <PageHero
        eyebrow={intro.eyebrow}
        title={intro.title}
        subtitle={intro.subtitle}
        tone="paper"
        aside={
          // Where the firm works, beside who it is; the people have their own section below.
          <figure className="rounded-3xl bg-navy-900 p-6 sm:p-8">
            <figcaption>
              <Eyebrow inverse>{content.offices.title}</Eyebrow>
            </figcaption>
            <div className="mt-6">
              <OfficesMap offices={offices} />
            </div>
          </figure>
        }
      />
      {/* What the firm is for: the mission beside the vision. */}
      <section className="py-16 sm:py-24">
        <Container className="grid items-start gap-12 lg:grid-cols-2 lg:gap-20">
          {[mission, vision].map((statement) => (
            <div key={statement.title} className="border-t-2 border-navy-900 pt-6">
              <Eyebrow as="h2">{statement.title}</Eyebrow>
              <p className="mt-4 text-xl leading-relaxed font-medium text-navy-900 sm:text-2xl sm:leading-snug">
                {statement.text}
              </p>
            </div>
          ))}
        </Container>
      </section>
      <Section id="leadership" tone="muted" title={leadership.title} intro={leadership.intro}>
        <PeopleGrid people={partners} />
        <PeopleRows title={leadership.colleagues} people={loaderData.colleagues} />
      </Section>
      <Section id="values" title={values.title} intro={values.intro}>
        <CardGrid items={values.items} max={4} />
      </Section>
      <Section id="expertise" tone="muted" title={expertise.title} intro={expertise.intro} layout="split">
        <CardGrid items={expertise.items} look="rows" />
      </Section>
      <CtaBanner
        cta={cta}
        reader={loaderData.reader}
        primaryTo={href("/book")}
        secondaryTo={href("/services")}
      />
    </>
  );
}
