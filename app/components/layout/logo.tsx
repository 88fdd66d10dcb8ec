import { site } from "~/config/site";

/** The word mark: a teal square with the initial and the short name. */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <span
        aria-hidden="true"
        className="grid size-9 place-items-center rounded-lg bg-accent-700 text-lg font-bold text-white"
      >
        {site.shortName.charAt(0)}
      </span>
      <span className={`text-xl font-bold tracking-tight ${inverse ? "text-white" : "text-navy-900"}`}>
        {site.shortName}
      </span>
    </span>
  );
}
