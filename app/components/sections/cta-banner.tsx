import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import type { Reader } from "~/content/contact/reader";
import type { CallToAction } from "~/content/types";
import { Eyebrow } from "~/components/ui/eyebrow";
import { HeroPerson } from "./hero-panel";
import { HeroToneContext } from "./hero-tone";

/**
 * The closing call to action of a page: a heading, a sentence and two buttons, and beside them (under
 * them on a phone) who reads the message the visitor is invited to send, on a pale panel. Closing an
 * article, it is the article's aside (`as="aside"`), named by its heading.
 */
export function CtaBanner({
  cta,
  reader,
  primaryTo,
  secondaryTo,
  as: Element = "section",
}: {
  cta: CallToAction;
  reader: Reader;
  primaryTo: string;
  secondaryTo: string;
  as?: "section" | "aside";
}) {
  return (
    // A page's ending, below its first screen: drawn as the visitor nears it (as the site's footer).
    <Element
      data-cta
      aria-labelledby="cta-title"
      className="bg-white py-16 [content-visibility:auto] [contain-intrinsic-size:auto_52rem] sm:py-20 sm:[contain-intrinsic-size:auto_48rem] lg:[contain-intrinsic-size:auto_34rem]"
    >
      <Container>
        {/* A pale panel, not a navy one: the footer under it is navy, and two navy blocks in a row
            read as one heavy band (a designer's sixth review). The map's dots give it the weight of
            an ending (the seventh). */}
        <div className="dot-grid-pale grid items-start gap-10 rounded-3xl bg-navy-50 px-6 py-12 ring-1 ring-navy-200 sm:px-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
          {/* The brand's short teal rule (as on the share images) over the words; no glow. */}
          <div className="max-w-2xl">
            <div aria-hidden="true" className="h-1 w-12 bg-accent-500" />
            <h2
              id="cta-title"
              className="mt-6 text-[1.75rem] leading-tight font-semibold tracking-tight text-balance text-navy-900 sm:text-4xl"
            >
              {cta.title}
            </h2>
            <p className="mt-4 leading-relaxed text-navy-700 sm:text-lg">{cta.text}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link to={primaryTo} className={buttonClass("primary")}>
                {cta.primary}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
              <Link to={secondaryTo} className={buttonClass("secondary")}>
                {cta.secondary}
              </Link>
            </div>
          </div>
          <HeroToneContext.Provider value="paper">
            <aside
              aria-labelledby="cta-reader"
              className="border-t border-navy-200 pt-8 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-10"
            >
              <Eyebrow as="h3" id="cta-reader">
                {reader.title}
              </Eyebrow>
              <div className="mt-5">
                <HeroPerson person={reader.person} size="md" />
              </div>
              <p className="mt-4 text-sm leading-relaxed text-navy-700">{reader.text}</p>
            </aside>
          </HeroToneContext.Provider>
        </div>
      </Container>
    </Element>
  );
}
