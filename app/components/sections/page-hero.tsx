import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { Eyebrow } from "~/components/ui/eyebrow";

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
  /** `home`: the largest title. `page`: a section's page. `document`: a page to read (navy on pale grey). */
  size?: "home" | "page" | "document";
}

/**
 * The top of every page, with the page's only `h1`: the words, and on the home page what the firm
 * has done (`aside`). No decoration says anything here: a soft light from the top right, nothing more.
 */
export function PageHero({
  eyebrow,
  title,
  highlight,
  subtitle,
  children,
  before,
  aside,
  size = "page",
}: PageHeroProps) {
  const home = size === "home";
  const document = size === "document";
  return (
    <section className={document ? "bg-navy-50 text-navy-900" : "hero-glow bg-navy-900 text-white"}>
      <Container
        className={`${home ? "py-16 sm:py-24 lg:py-28" : "py-14 sm:py-20"} ${
          aside ? "grid items-start gap-12 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-16" : ""
        }`}
      >
        <div>
          {before}
          {eyebrow ? <Eyebrow inverse={!document}>{eyebrow}</Eyebrow> : null}
          <h1
            className={`${eyebrow ? "mt-4" : ""} max-w-3xl font-semibold tracking-tight text-balance ${
              home
                ? "text-4xl sm:text-5xl lg:text-[3.5rem] lg:leading-[1.05]"
                : "text-3xl sm:text-4xl lg:text-5xl"
            }`}
          >
            <Highlighted text={title} highlight={highlight} />
          </h1>
          <p
            className={`mt-6 max-w-2xl text-lg leading-relaxed ${document ? "text-navy-600" : "text-navy-100"}`}
          >
            {subtitle}
          </p>
          {children ? <div className="mt-10 flex flex-col gap-3 sm:flex-row">{children}</div> : null}
        </div>
        {aside}
      </Container>
    </section>
  );
}

/** Renders `text` with its `highlight` part in the accent colour. */
function Highlighted({ text, highlight }: { text: string; highlight?: string }) {
  const at = highlight ? text.indexOf(highlight) : -1;
  if (!highlight || at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span className="text-accent-300">{highlight}</span>
      {text.slice(at + highlight.length)}
    </>
  );
}
