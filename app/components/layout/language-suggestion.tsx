import { X } from "lucide-react";
import { useLocation } from "react-router";
import { hreflangs, htmlLang, type Lang } from "~/i18n/locales";
import type { Messages } from "~/i18n/messages/en";
import { switchLanguagePath } from "~/i18n/paths";
import { suggestion } from "~/browser/contract";

type Suggestion = Messages["languageSuggestion"];

/**
 * On an English page, a visitor with no saved language whose browser prefers Portuguese, Spanish or
 * French is offered the same page in that language, in that language. Never a redirect (crawlers
 * and shared links stay where they are). Each offer is in the page, hidden; the page script
 * (`browser/suggestion.ts`) shows the one the browser prefers once the page is parsed, saves the
 * language when its link is followed (a page load, as from the language menu) and remembers a closed
 * offer. A fixed panel: nothing on the page moves.
 */
export function LanguageSuggestion({ suggestions }: { suggestions: Partial<Record<Lang, Suggestion>> }) {
  const { pathname } = useLocation();
  return (Object.entries(suggestions) as [Lang, Suggestion][]).map(([lang, copy]) => (
    <aside
      key={lang}
      hidden
      {...{ [suggestion.attribute]: lang }}
      lang={htmlLang[lang]}
      aria-label={copy.label}
      className="fixed inset-x-3 bottom-3 z-40 flex flex-wrap items-center gap-3 rounded-2xl bg-navy-900 p-4 text-sm text-white shadow-xl sm:inset-x-auto sm:right-4 sm:bottom-4 sm:max-w-md"
    >
      <p className="min-w-0 flex-1 basis-48">{copy.text}</p>
      <a
        href={switchLanguagePath(pathname, lang)}
        hrefLang={hreflangs[lang]}
        className="inline-flex min-h-11 items-center rounded-lg bg-accent-700 px-4 font-semibold text-white hover:bg-accent-800"
      >
        {copy.link}
      </a>
      <button
        type="button"
        {...{ [suggestion.dismiss]: "" }}
        className="inline-flex size-11 items-center justify-center rounded-lg text-navy-100 hover:bg-white/10"
      >
        <X aria-hidden="true" className="size-5" />
        <span className="sr-only">{copy.dismiss}</span>
      </button>
    </aside>
  ));
}
