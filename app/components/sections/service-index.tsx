import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { serviceSlugs, type ServiceSlug } from "~/content/service-slugs";
import { useTranslation } from "~/i18n/translation";

const columns = { 3: "md:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" } as const;

/**
 * Services as a numbered index under a rule, each a link to its page: the number is the service's
 * place on the services page (01-04) wherever it is listed, so the home page's three read as the
 * same firm's. No icon tiles: the number and the words lead.
 */
export function ServiceIndex({
  items,
  size = "small",
  layout = "row",
}: {
  items: { slug: ServiceSlug; title: string; text: string }[];
  /** `small`: a line under each name (the services page's opening); `large`: a paragraph. */
  size?: "small" | "large";
  /** `row`: side by side from a tablet; `list`: one under the other (beside a headline). */
  layout?: "row" | "list";
}) {
  const { href } = useTranslation();
  const small = size === "small";
  const list = layout === "list";
  return (
    <ol className={list ? "" : `grid gap-x-8 gap-y-2 ${columns[items.length === 4 ? 4 : 3]}`}>
      {items.map((service) => (
        // The whole entry takes the click; the link's name is the service's alone.
        <li
          key={service.slug}
          className={`relative ${list ? "border-t border-navy-200 py-4 first:border-t-0 first:pt-0" : `border-t-2 border-navy-900 ${small ? "py-5" : "pt-5 pb-6"}`}`}
        >
          <span aria-hidden="true" className="text-sm font-semibold text-accent-700 tabular-nums">
            {String(serviceSlugs.indexOf(service.slug) + 1).padStart(2, "0")}
          </span>
          <Link
            to={href(`/services/${service.slug}`)}
            className={`mt-2 flex items-start justify-between gap-3 leading-snug font-semibold text-navy-900 after:absolute after:inset-0 hover:underline ${small ? "text-lg" : "text-xl"}`}
          >
            {service.title}
            <ArrowRight aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent-700" />
          </Link>
          <p className={`leading-relaxed text-navy-600 ${small ? "mt-2 text-sm leading-snug" : "mt-3"}`}>
            {service.text}
          </p>
        </li>
      ))}
    </ol>
  );
}
