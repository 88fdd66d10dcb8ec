import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/translation";

/** Where this page sits: links to its parents, then the page itself. Shown on navy. */
export function Breadcrumb({ trail, current }: { trail: { to: string; label: string }[]; current: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t.breadcrumb} className="mb-8">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-navy-200">
        {trail.map((item) => (
          <li key={item.to} className="flex items-center gap-1">
            <Link
              to={item.to}
              className="inline-flex min-h-11 items-center underline-offset-4 hover:text-white hover:underline"
            >
              {item.label}
            </Link>
            <ChevronRight aria-hidden="true" className="size-4" />
          </li>
        ))}
        <li aria-current="page" className="font-medium text-white">
          {current}
        </li>
      </ol>
    </nav>
  );
}
