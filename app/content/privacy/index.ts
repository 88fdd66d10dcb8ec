import { jurisdictions } from "~/config/site";
import type { Lang } from "~/i18n/locales";
import type { PrivacyContent } from "~/content/types";
import { inEveryLanguage, zip } from "~/content/localize";
import en from "./en";
import es from "./es";
import fr from "./fr";
import { privacyNeutral as neutral, type PrivacyText } from "./neutral";
import pt from "./pt";

function compose(text: PrivacyText): PrivacyContent {
  const sections = zip(neutral.sections, text.sections).map(([{ id, ...facts }, words]) => ({
    id,
    ...words,
    ...facts,
  }));
  const places = Object.fromEntries(
    jurisdictions.map((place) => {
      const { heading, authority, ...rest } = text.jurisdictions[place];
      return [place, { heading, authority, website: neutral.jurisdictions[place].website, ...rest }];
    }),
  ) as PrivacyContent["jurisdictions"];
  return { ...text, sections, jurisdictions: places };
}

export const privacyContent: Record<Lang, PrivacyContent> = inEveryLanguage({ en, pt, es, fr }, compose);

/**
 * When the notice last changed (ISO date), shown at its top. Change it with the text; a change to
 * what newsletter subscribers agreed to also needs a new `consentVersion` (`content/newsletter`).
 */
export const privacyNoticeDate = "2026-11-28";
