import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { Eyebrow } from "~/components/ui/eyebrow";
import { OfficesBackdrop } from "./offices-map";
import { type HeroTone, HeroToneContext } from "./hero-tone";

interface PageHeroProps {
  /** The label above the title; a page with a breadcrumb (`before`) needs none. */
  eyebrow?: string;
  title: string;
  /** Part of `title` shown in the accent colour. */
  highlight?: string;
  subtitle: string;
  /** Buttons under the subtitle. */
  children?: ReactNode;
  /** Above the eyebrow, e.g. a breadcrumb. */
  before?: ReactNode;
  /** Beside the text on a desktop, under it on a phone: the home page's featured result. */
  aside?: ReactNode;
  /** Under the text, the container's whole width: the case studies' index. */
  below?: ReactNode;
  /** `home`: the largest title. `page`: every other page. */
  size?: "home" | "page";
  /** The ground: navy for the pages that sell, paper for the pages a buyer reads (see `HeroTone`). */
  tone?: HeroTone;
}

/**
 * The top of every page, with the page's only `h1`: the words, and beside them what the page leads
 * with (`aside`: the home page's featured result, About's map) or under them (`below`). On the home
 * page the offices' dotted map above the featured result (the brand's one pattern); on paper a navy
 * rule.
 */
export function PageHero({
  eyebrow,
  title,
  highlight,
  subtitle,
  children,
  before,
  aside,
  below,
  size = "page",
  tone = "navy",
}: PageHeroProps) {
  const home = size === "home";
  const paper = tone === "paper";
  return (
    <section
      className={
        paper
          ? "border-b border-navy-200 bg-navy-50 text-navy-900"
          : "relative isolate overflow-hidden bg-navy-900 text-white"
      }
    >
      <HeroToneContext value={tone}>
        <Container
          className={`${home ? "py-16 sm:py-24 lg:pt-24 lg:pb-20" : below ? "pt-14 pb-10 sm:pt-20 sm:pb-12" : "py-14 sm:py-20"} ${
            aside ? "grid items-start gap-12 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-16" : ""
          }`}
        >
          <div>
            {before}
            {eyebrow ? <Eyebrow inverse={!paper}>{eyebrow}</Eyebrow> : null}
            <h1
              className={`${eyebrow ? "mt-4" : ""} max-w-3xl font-semibold tracking-tight text-balance ${
                home
                  ? "text-4xl sm:text-5xl lg:text-[3.5rem] lg:leading-[1.05]"
                  : "text-3xl sm:text-4xl lg:text-5xl"
              }`}
            >
              <Highlighted
                text={title}
                highlight={highlight}
                className={paper ? "text-accent-700" : "text-accent-300"}
              />
            </h1>
            <p
              className={`mt-6 max-w-2xl text-lg leading-relaxed ${paper ? "text-navy-600" : "text-navy-100"}`}
            >
              {subtitle}
            </p>
            {children ? <div className="mt-10 flex flex-col gap-3 sm:flex-row">{children}</div> : null}
          </div>
          {home && aside ? (
            // On a desktop the offices' map stands above the featured result, its three cities in
            // view and its southern tip under the panel; a height of its own, not the hero's, so that
            // it stays put while a slow page arrives.
            <div className="relative lg:pt-48">
              <OfficesBackdrop className="absolute -top-20 left-1/2 hidden h-[21rem] -translate-x-1/2 lg:block" />
              <div className="relative">{aside}</div>
            </div>
          ) : (
            aside
          )}
        </Container>
        {below ? <Container className="pb-14 sm:pb-20">{below}</Container> : null}
      </HeroToneContext>
    </section>
  );
}

/** Renders `text` with its `highlight` part in the accent colour. */
function Highlighted({
  text,
  highlight,
  className,
}: {
  text: string;
  highlight?: string;
  className: string;
}) {
  const at = highlight ? text.indexOf(highlight) : -1;
  if (!highlight || at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span className={className}>{highlight}</span>
      {text.slice(at + highlight.length)}
    </>
  );
}
