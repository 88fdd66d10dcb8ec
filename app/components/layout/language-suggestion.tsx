import { X } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { browserLanguage } from "~/i18n/browser-language";
import type { Lang } from "~/i18n/locales";
import type { Messages } from "~/i18n/messages/en";
import { preferenceKey, switchLanguagePath } from "~/i18n/paths";
import { useHydrated } from "./use-hydrated";

type Suggestion = Messages["languageSuggestion"];

/** Set when the visitor closes the suggestion: it is not offered again on this device. */
const dismissedKey = "language-suggestion-dismissed";

/**
 * On an English page, a visitor with no saved language whose browser prefers Portuguese, Spanish or
 * French is offered the same page in that language, in that language. Never a redirect (crawlers
 * and shared links stay where they are); shown after hydration as a fixed panel, so nothing on the
 * page moves; closing it is remembered.
 */
export function LanguageSuggestion({ suggestions }: { suggestions: Partial<Record<Lang, Suggestion>> }) {
  const location = useLocation();
  // Read only once hydrated: the server and the first render know nothing of the browser.
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  const offered = hydrated && !dismissed ? suggestedLanguage(suggestions) : undefined;

  if (!offered) return null;
  const copy = suggestions[offered]!;
  const remember = (key: string, value: string) => {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Storage can be disabled; the visitor still gets what they asked for.
    }
  };
  return (
    <aside
      lang={offered}
      aria-label={copy.label}
      className="fixed inset-x-3 bottom-3 z-40 flex flex-wrap items-center gap-3 rounded-2xl bg-navy-900 p-4 text-sm text-white shadow-xl sm:inset-x-auto sm:right-4 sm:bottom-4 sm:max-w-md"
    >
      <p className="min-w-0 flex-1 basis-48">{copy.text}</p>
      <Link
        to={{ pathname: switchLanguagePath(location.pathname, offered), search: location.search }}
        onClick={() => remember(preferenceKey, offered)}
        className="inline-flex min-h-11 items-center rounded-lg bg-accent-700 px-4 font-semibold text-white hover:bg-accent-800"
      >
        {copy.link}
      </Link>
      <button
        type="button"
        onClick={() => {
          remember(dismissedKey, "1");
          setDismissed(true);
        }}
        className="inline-flex size-11 items-center justify-center rounded-lg text-navy-100 hover:bg-white/10"
      >
        <X aria-hidden="true" className="size-5" />
        <span className="sr-only">{copy.dismiss}</span>
      </button>
    </aside>
  );
}

/** The language to offer, if the browser prefers one we have and the visitor has not chosen or declined. */
function suggestedLanguage(suggestions: Partial<Record<Lang, Suggestion>>) {
  try {
    if (localStorage.getItem(preferenceKey) || localStorage.getItem(dismissedKey)) return undefined;
  } catch {
    return undefined; // No storage: a closed suggestion could not be remembered, so none is shown.
  }
  const wanted = browserLanguage(navigator.languages);
  return wanted && suggestions[wanted] ? wanted : undefined;
}
