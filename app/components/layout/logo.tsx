import { site } from "~/config/site";

/**
 * The word mark: a teal square with the initial and the short name. With a `label` (the header's
 * home link), the label is what assistive technology reads; it contains the visible name, so voice
 * control users can say what they see (WCAG 2.5.3).
 */
export function Logo({ inverse = false, label }: { inverse?: boolean; label?: string }) {
  return (
    <span className="flex items-center gap-2">
      <span
        aria-hidden="true"
        className="grid size-9 place-items-center rounded-lg bg-accent-700 text-lg font-bold text-white"
      >
        {site.shortName.charAt(0)}
      </span>
      <span
        aria-hidden={label ? "true" : undefined}
        className={`text-xl font-bold tracking-tight ${inverse ? "text-white" : "text-navy-900"}`}
      >
        {site.shortName}
      </span>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
