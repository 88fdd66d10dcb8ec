import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Lang } from "./locales";
import type { Messages } from "./messages/en";
import { localizePath } from "./paths";

interface Translation {
  lang: Lang;
  /** The page language's dictionary: `t.nav.about`. */
  t: Messages;
  /** A language-neutral path (`/contact`) in the current language (`/fr/contact`). */
  href: (path: string) => string;
}

const TranslationContext = createContext<Translation | null>(null);

export function TranslationProvider({
  lang,
  messages,
  children,
}: {
  lang: Lang;
  messages: Messages;
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({ lang, t: messages, href: (path: string) => localizePath(path, lang) }),
    [lang, messages],
  );
  return <TranslationContext value={value}>{children}</TranslationContext>;
}

export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) {
    throw new Error("useTranslation must be used within a TranslationProvider");
  }
  return translation;
}
