import { ChevronDown, Globe } from "lucide-react";
import { useLocation } from "react-router";
import { Flag } from "~/components/ui/flag";
import { format } from "~/i18n/format";
import { hreflangs, htmlLang, languageNames, languages } from "~/i18n/locales";
import { switchLanguagePath } from "~/i18n/paths";
import { useTranslation } from "~/i18n/translation";

/**
 * The language menu: an HTML popover of plain links to the same page in each language, so that it
 * opens, closes and navigates natively from the first paint, and crawlers see the alternates. A new
 * language is a new page load: the page script saves the choice
 * and keeps the query and the hash (`browser/language-links.ts`). The menu hangs under its button
 * (`.language-menu` in `styles/app.css`).
 */
export function LanguageSwitcher() {
  const { lang, t } = useTranslation();
  const { pathname } = useLocation();

  return (
    <div className="group/language">
      <button
        type="button"
        popoverTarget="language-menu"
        aria-controls="language-menu"
        className="language-button inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold text-navy-800 hover:bg-navy-50"
      >
        <Globe aria-hidden="true" className="size-4" />
        {/* Named by its content, "Language: English, EN": the visible code is part of the name, so
            voice control users can say what they see (WCAG 2.5.3). */}
        <span className="sr-only">{format(t.language.button, { name: languageNames[lang] })},</span>
        <span>{lang.toUpperCase()}</span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-has-[:popover-open]/language:rotate-180"
        />
      </button>
      <ul
        id="language-menu"
        popover="auto"
        aria-label={t.language.menu}
        className="language-menu w-52 rounded-xl border border-navy-100 bg-white p-1.5 text-navy-900 shadow-lg"
      >
        {languages.map((code) => (
          <li key={code}>
            <a
              href={switchLanguagePath(pathname, code)}
              hrefLang={hreflangs[code]}
              aria-current={code === lang ? "true" : undefined}
              className="flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm text-navy-800 hover:bg-navy-50 aria-[current=true]:bg-accent-50 aria-[current=true]:font-semibold"
            >
              {/* The name leads: it is what a reader looks for; the code and the flag follow. */}
              <span lang={htmlLang[code]} className="flex-1">
                {languageNames[code]}
              </span>
              <span className="text-xs font-semibold text-navy-500">{code.toUpperCase()}</span>
              <Flag lang={code} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
