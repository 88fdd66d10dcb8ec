import type { ReactNode } from "react";

/**
 * The short label above a heading, led by the wordmark's teal square: the one graphic device of
 * the brand, repeated small wherever a page names what follows.
 */
export function Eyebrow({
  children,
  inverse = false,
  className = "",
  as: Tag = "p",
  id,
}: {
  children: ReactNode;
  /** On navy. */
  inverse?: boolean;
  className?: string;
  /** A heading when it names a section (the article's author). */
  as?: "p" | "h2" | "h3";
  id?: string;
}) {
  return (
    <Tag
      id={id}
      className={`flex items-start gap-2.5 text-sm font-semibold tracking-wide uppercase ${
        inverse ? "text-accent-300" : "text-accent-700"
      } ${className}`}
    >
      {/* Centred on the first line (1.25rem high), not on the label's box: drawn before the label's
          words have arrived, it is already where it stays. */}
      <span
        aria-hidden="true"
        className={`mt-[0.4375rem] size-1.5 shrink-0 ${inverse ? "bg-accent-300" : "bg-accent-600"}`}
      />
      {children}
    </Tag>
  );
}
