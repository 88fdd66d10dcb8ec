import type { ReactNode } from "react";

const tones = {
  /** A soft border on white: the contact form, what to expect. */
  outline: "rounded-3xl border border-navy-100 p-6 sm:p-8",
  /** White on navy: the contact details. */
  navy: "rounded-3xl bg-navy-900 p-6 text-white sm:p-8",
  /** Pale grey: the privacy notice's contents. */
  muted: "rounded-2xl bg-navy-50 p-6",
} as const;

/**
 * A titled block of a page: a landmark (`section`, or `nav`) named by its heading, in one of the
 * site's card tones.
 */
export function Panel({
  id,
  title,
  tone,
  as: Tag = "section",
  className = "",
  titleClassName = "text-xl font-semibold",
  children,
}: {
  /** The heading's id, which names the landmark. */
  id: string;
  title: ReactNode;
  tone: keyof typeof tones;
  as?: "section" | "nav";
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  return (
    <Tag aria-labelledby={id} className={`${tones[tone]} ${className}`.trim()}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </Tag>
  );
}
