import type { Lang } from "~/i18n/locales";

/** Small flags for the language switcher; decorative, the language's name is written beside them. */
export function Flag({ lang }: { lang: Lang }) {
  return (
    <svg
      viewBox="0 0 24 16"
      width="24"
      height="16"
      aria-hidden="true"
      focusable="false"
      className="shrink-0 rounded-[2px] ring-1 ring-navy-900/10"
    >
      {flags[lang]}
    </svg>
  );
}

const usStripes = Array.from({ length: 7 }, (_, index) => (
  <rect key={index} y={(index * 16) / 6.5} width="24" height={16 / 13} fill="#b22234" />
));

const flags: Record<Lang, React.ReactNode> = {
  en: (
    <>
      <rect width="24" height="16" fill="#fff" />
      {usStripes}
      <rect width="10" height="8.6" fill="#3c3b6e" />
    </>
  ),
  pt: (
    <>
      <rect width="24" height="16" fill="#009b3a" />
      <path d="M12 2 22 8 12 14 2 8z" fill="#fedf00" />
      <circle cx="12" cy="8" r="3.4" fill="#002776" />
    </>
  ),
  es: (
    <>
      <rect width="24" height="16" fill="#aa151b" />
      <rect y="4" width="24" height="8" fill="#f1bf00" />
    </>
  ),
  fr: (
    <>
      <rect width="24" height="16" fill="#fff" />
      <rect width="8" height="16" fill="#002654" />
      <rect x="16" width="8" height="16" fill="#ce1126" />
    </>
  ),
};
