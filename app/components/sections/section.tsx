import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";

interface SectionProps {
  title: string;
  intro?: string;
  children: ReactNode;
  tone?: "white" | "muted" | "navy";
  /**
   * A link or note under the heading, from the left: pushed to the right, it would slide left while
   * a slow network delivers it.
   */
  aside?: ReactNode;
  id?: string;
  /** `split`: the heading and intro beside the content on a desktop (a list read as an index). */
  layout?: "stacked" | "split";
}

const tones = {
  white: "bg-white",
  muted: "bg-navy-50",
  navy: "bg-navy-900 text-white",
} as const;

/** A page section with its `h2` heading and optional intro. */
export function Section({
  title,
  intro,
  children,
  tone = "white",
  aside,
  id,
  layout = "stacked",
}: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} data-tone={tone} className={`${tones[tone]} py-16 sm:py-20`}>
      <Container
        className={
          layout === "split" ? "lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-x-16" : undefined
        }
      >
        <div className="flex flex-col items-start gap-4">
          <div className="max-w-2xl">
            <h2 id={headingId} className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
              {title}
            </h2>
            {intro ? (
              <p
                className={`mt-3 text-lg leading-relaxed ${tone === "navy" ? "text-navy-100" : "text-navy-600"}`}
              >
                {intro}
              </p>
            ) : null}
          </div>
          {aside}
        </div>
        <div className={layout === "split" ? "mt-10 lg:mt-1" : "mt-10"}>{children}</div>
      </Container>
    </section>
  );
}
