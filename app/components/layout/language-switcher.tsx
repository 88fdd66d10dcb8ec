import { ChevronDown, Globe } from "lucide-react";
import { useCallback, useId, useRef, useState, type MouseEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Flag } from "~/components/ui/flag";
import { format } from "~/i18n/format";
import { languageNames, languages, type Lang } from "~/i18n/locales";
import { preferenceKey, switchLanguagePath } from "~/i18n/paths";
import { useTranslation } from "~/i18n/translation";
import { useDismissOnEscape } from "./use-dismiss";
import { useHydrated } from "./use-hydrated";

/**
 * The language menu. Its options are real links to the same page in each language, so crawlers see
 * them and, before the script runs, focusing the button shows them (CSS `:focus-within`).
 */
export function LanguageSwitcher() {
  const { lang, t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismissOnEscape(open, close, button);

  function choose(event: MouseEvent, code: Lang) {
    event.preventDefault();
    try {
      localStorage.setItem(preferenceKey, code);
    } catch {
      // Storage can be disabled; the visitor still gets the page in the language chosen.
    }
    setOpen(false);
    button.current?.focus();
    navigate({
      pathname: switchLanguagePath(location.pathname, code),
      search: location.search,
      hash: location.hash,
    });
  }

  const visibility = hydrated ? (open ? "block" : "hidden") : "hidden group-focus-within:block";

  return (
    <div className="group relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold text-navy-800 hover:bg-navy-50"
      >
        <Globe aria-hidden="true" className="size-4" />
        {/* Named by its content, "Language: English, EN": the visible code is part of the name, so
            voice control users can say what they see (WCAG 2.5.3). */}
        <span className="sr-only">{format(t.language.button, { name: languageNames[lang] })},</span>
        <span>{lang.toUpperCase()}</span>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
        />
      </button>
      {open ? <div className="fixed inset-0 z-40" aria-hidden="true" onClick={close} /> : null}
      <ul
        id={menuId}
        aria-label={t.language.menu}
        className={`${visibility} absolute right-0 z-50 mt-2 w-52 rounded-xl border border-navy-100 bg-white p-1.5 shadow-lg`}
      >
        {languages.map((code) => (
          <li key={code}>
            <Link
              to={switchLanguagePath(location.pathname, code)}
              hrefLang={code}
              aria-current={code === lang ? "true" : undefined}
              onClick={(event) => choose(event, code)}
              className="flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm text-navy-800 hover:bg-navy-50 aria-[current=true]:bg-accent-50 aria-[current=true]:font-semibold"
            >
              <Flag lang={code} />
              <span className="w-6 text-xs font-semibold text-navy-500">{code.toUpperCase()}</span>
              <span lang={code}>{languageNames[code]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
