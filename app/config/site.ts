/**
 * The firm. A business adopting this site changes this file (and the copy in `content/` and
 * `i18n/messages/`) and nothing else. `site-schema.server.ts` checks it when the server starts and
 * when the site is built.
 */
import type { Lang } from "~/i18n/locales";

export interface Office {
  id: string;
  city: string;
  /** The state or province: one form for every language, or its name in each (Florida, Flórida, Floride). */
  region: string | Record<Lang, string>;
  /** ISO 3166 country code; its name is localized with `Intl.DisplayNames`. */
  country: string;
  phone: string;
}

export interface SiteConfig {
  /** The logo word. */
  shortName: string;
  name: string;
  email: string;
  /** The main phone, international format: `+1 (407) 555-0100`. */
  phone: string;
  offices: Office[];
  social: { linkedin: string; x: string };
}

export const site: SiteConfig = {
  shortName: "Innova",
  name: "Innova Consulting",
  email: "contact@innova-consulting.com",
  phone: "+1 (407) 555-0100",
  offices: [
    {
      id: "orlando",
      city: "Orlando",
      region: { en: "Florida", pt: "Flórida", es: "Florida", fr: "Floride" },
      country: "US",
      phone: "+1 (407) 555-0100",
    },
    { id: "vancouver", city: "Vancouver", region: "BC", country: "CA", phone: "+1 (604) 555-0100" },
    { id: "sao-paulo", city: "São Paulo", region: "SP", country: "BR", phone: "+55 (11) 5555-0100" },
  ],
  social: {
    linkedin: "https://www.linkedin.com/company/innova-consulting",
    x: "https://x.com/innovaconsult",
  },
};

/** The office's region as a visitor reading `lang` writes it. */
export function regionName(office: Office, lang: Lang): string {
  return typeof office.region === "string" ? office.region : office.region[lang];
}

/** `+1 (407) 555-0100` → `tel:+14075550100` */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, "")}`;
}
