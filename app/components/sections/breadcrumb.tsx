import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { useHeroTone } from "./hero-tone";

/** Where this page sits, above its title: links to its parents, then the page itself. */
export function Breadcrumb({ trail, current }: { trail: { to: string; label: string }[]; current: string }) {
  const { t } = useTranslation();
  const { strong, muted, hover } = useHeroTone();
  return (
    <nav aria-label={t.breadcrumb} className="mb-8">
      <ol className={`flex flex-wrap items-center gap-1 text-sm ${muted}`}>
        {trail.map((item) => (
          <li key={item.to} className="flex items-center gap-1">
            <Link
              to={item.to}
              className={`inline-flex min-h-11 items-center underline-offset-4 hover:underline ${hover}`}
            >
              {item.label}
            </Link>
            <ChevronRight aria-hidden="true" className="size-4" />
          </li>
        ))}
        <li aria-current="page" className={`font-medium ${strong}`}>
          {current}
        </li>
      </ol>
    </nav>
  );
}
