import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";

interface PageHeroProps {
  eyebrow: string;
  title: string;
  /** Part of `title` shown in the accent colour. */
  highlight?: string;
  subtitle: string;
  /** Buttons under the subtitle. */
  children?: ReactNode;
  /** Above the eyebrow, e.g. a breadcrumb. */
  before?: ReactNode;
  size?: "home" | "page";
}

/** The top of every page, with the page's only `h1`. */
export function PageHero({
  eyebrow,
  title,
  highlight,
  subtitle,
  children,
  before,
  size = "page",
}: PageHeroProps) {
  const home = size === "home";
  return (
    <section className="relative overflow-hidden bg-navy-900 text-white">
      <HeroPattern />
      <Container className={`relative ${home ? "py-20 sm:py-28 lg:py-32" : "py-16 sm:py-20"}`}>
        {before}
        <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{eyebrow}</p>
        <h1
          className={`mt-4 max-w-3xl font-bold tracking-tight text-balance ${
            home ? "text-4xl sm:text-5xl lg:text-6xl" : "text-3xl sm:text-4xl lg:text-5xl"
          }`}
        >
          <Highlighted text={title} highlight={highlight} />
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-navy-100">{subtitle}</p>
        {children ? <div className="mt-10 flex flex-col gap-3 sm:flex-row">{children}</div> : null}
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

function HeroPattern() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="absolute inset-0 h-full w-full text-white/[0.06]"
      preserveAspectRatio="xMidYMid slice"
      viewBox="0 0 1200 600"
    >
      <defs>
        <pattern id="hero-grid" width="48" height="48" patternUnits="userSpaceOnUse">
          <path d="M48 0H0v48" fill="none" stroke="currentColor" />
        </pattern>
        <radialGradient id="hero-glow" cx="85%" cy="10%" r="60%">
          <stop offset="0" stopColor="#14a894" stopOpacity="0.35" />
          <stop offset="1" stopColor="#14a894" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1200" height="600" fill="url(#hero-grid)" />
      <rect width="1200" height="600" fill="url(#hero-glow)" />
      <g fill="none" stroke="#2dc4ae" strokeOpacity="0.35" strokeWidth="1.5" className="hidden sm:inline">
        <circle cx="1010" cy="150" r="90" />
        <circle cx="1010" cy="150" r="160" />
        <path d="M760 520 880 400l90 60 150-170" />
      </g>
    </svg>
  );
}
