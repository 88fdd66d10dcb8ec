import type { ReactNode } from "react";
import { Eyebrow } from "~/components/ui/eyebrow";

/**
 * What a page shows beside its headline, on the hero's navy (`PageHero`'s `aside`): the home page's
 * featured result, the partners on About, the stories on Case studies, who reads a message on
 * Contact. One frame for all of them, titled by a small heading; `nav` when it is a way through the
 * page.
 */
export function HeroPanel({
  id,
  title,
  as: Element = "aside",
  children,
}: {
  /** The title's id, which names the panel. */
  id: string;
  title: string;
  as?: "aside" | "nav";
  children: ReactNode;
}) {
  return (
    <Element aria-labelledby={id} className="rounded-3xl border border-white/10 bg-white/[0.04] p-7 sm:p-8">
      <Eyebrow as="h2" id={id} inverse>
        {title}
      </Eyebrow>
      {children}
    </Element>
  );
}
