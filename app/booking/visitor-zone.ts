import { isTimeZone } from "~/config/time-zone";
import type { Lang } from "~/i18n/locales";

/**
 * The zone a booking page shows times in before the visitor names theirs: where most readers of the
 * page's language live among the firm's markets (English: the firm's home, Orlando's zone).
 */
export const defaultZones: Record<Lang, string> = {
  en: "America/New_York",
  pt: "America/Sao_Paulo",
  es: "America/Mexico_City",
  fr: "Europe/Paris",
};

/**
 * The zone a request asks for (`?tz=`, the posted `tz`), if the runtime knows it; else the page
 * language's, with the zone that was not recognised (to say so).
 */
export function visitorZone(
  asked: string | null | undefined,
  lang: Lang,
): { zone: string; unknown?: string } {
  if (!asked) return { zone: defaultZones[lang] };
  return isTimeZone(asked) ? { zone: asked } : { zone: defaultZones[lang], unknown: asked };
}
