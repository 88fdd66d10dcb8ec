import type { ReactNode } from "react";

/**
 * The page's column, centred with the site's gutters. `size` sets its width: `page` for sections,
 * `prose` for running text (about 70 characters a line at the body size: articles, the privacy
 * notice), `narrow` for a page that says one thing. The width is a prop, not a class passed in:
 * two `max-w-*` classes on one element resolve by their order in the stylesheet, not in the markup.
 */
const sizes = {
  page: "max-w-6xl",
  prose: "max-w-[41rem]",
  narrow: "max-w-2xl",
} as const;

export function Container({
  children,
  className = "",
  size = "page",
}: {
  children: ReactNode;
  className?: string;
  size?: keyof typeof sizes;
}) {
  return <div className={`mx-auto w-full ${sizes[size]} px-4 sm:px-6 lg:px-8 ${className}`}>{children}</div>;
}
