/**
 * The firm. A business adopting this site changes this file (and the copy in `content/` and
 * `i18n/messages/`) and nothing else. `site-schema.server.ts` checks it when the server starts and
 * when the site is built.
 */
import { localeTags, type Lang } from "~/i18n/locales";

export interface Office {
  id: string;
  city: string;
  /** The state or province: one form for every language, or its name in each (Florida, Flórida, Floride). */
  region: string | Record<Lang, string>;
  /** ISO 3166 country code; its name is localized with `Intl.DisplayNames`. */
  country: string;
  phone: string;
  /** Where the office is, in degrees: the About page's map of the offices, the structured data's `geo`. */
  coordinates: { latitude: number; longitude: number };
}

/** A postal address, written as the post office of its country expects it. */
export interface PostalAddress {
  /** Number, street and suite: `555 North Orange Avenue, Suite 1200`. */
  street: string;
  city: string;
  /** The state or province as the post writes it: `FL`, `BC`, `SP`. */
  region: string;
  postalCode: string;
  /** ISO 3166 country code; its name is localized with `Intl.DisplayNames`. */
  country: string;
}

/** The laws whose rules on international transfers the privacy notice answers to. */
export const transferLaws = ["gdpr", "lgpd"] as const;
export type TransferLaw = (typeof transferLaws)[number];

/**
 * What lets data leave a law's territory for a country: that law's adequacy decision for the
 * country (GDPR art. 45, LGPD art. 33 I), or the standard contractual clauses of its authority signed
 * with the recipient (the European Commission's, GDPR art. 46(2)(c); the ANPD's, LGPD art. 33 II b).
 * Each language words them in its own legal terms (`content/privacy`).
 */
export const transferBases = ["adequacy", "standard-clauses"] as const;
export type TransferBasis = (typeof transferBases)[number];

/** What a processor does for the firm; each language names it (`content/privacy`). */
export const processorServices = ["hosting", "email", "crm"] as const;
export type ProcessorService = (typeof processorServices)[number];

/** A company that processes visitors' data on the firm's behalf and under its instructions. */
export interface Processor {
  /** Its legal name, as in the contract. */
  name: string;
  service: ProcessorService;
  /** ISO 3166 code of the country where it processes the data. */
  country: string;
}

/**
 * What the privacy notice states as fact (`/privacy`, in every language). Each entry must be true of
 * the running deployment: a new host, mail relay or CRM (`LEAD_WEBHOOK_URL`) is a new processor here.
 */
export interface PrivacyConfig {
  /** Who decides why and how the data is processed: the GDPR's controller, the LGPD's controladora. */
  controller: { legalName: string; address: PostalAddress };
  /** The data protection officer: the LGPD's encarregado, named with a contact the public can use. */
  dataProtectionOfficer: { name: string; email: string };
  /** Every processor; exactly one hosts the server and its database. */
  processors: Processor[];
  /**
   * Each processor's country, with the basis on which data leaves each law's territory for it: the
   * GDPR's unless the country is in the European Economic Area, the LGPD's unless it is Brazil.
   */
  transfers: { country: string; basis: Partial<Record<TransferLaw, TransferBasis>> }[];
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
  privacy: PrivacyConfig;
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
      coordinates: { latitude: 28.54, longitude: -81.38 },
    },
    {
      id: "vancouver",
      city: "Vancouver",
      region: "BC",
      country: "CA",
      phone: "+1 (604) 555-0100",
      coordinates: { latitude: 49.28, longitude: -123.12 },
    },
    {
      id: "sao-paulo",
      city: "São Paulo",
      region: "SP",
      country: "BR",
      phone: "+55 (11) 5555-0100",
      coordinates: { latitude: -23.55, longitude: -46.63 },
    },
  ],
  social: {
    linkedin: "https://www.linkedin.com/company/innova-consulting",
    x: "https://x.com/innovaconsult",
  },
  privacy: {
    controller: {
      legalName: "Innova Consulting LLC",
      address: {
        street: "555 North Orange Avenue, Suite 1200",
        city: "Orlando",
        region: "FL",
        postalCode: "32801",
        country: "US",
      },
    },
    dataProtectionOfficer: { name: "Beatriz Almeida", email: "privacy@innova-consulting.com" },
    processors: [
      { name: "DigitalOcean, LLC", service: "hosting", country: "US" },
      { name: "Mailgun Technologies, Inc.", service: "email", country: "US" },
    ],
    transfers: [{ country: "US", basis: { gdpr: "standard-clauses", lgpd: "standard-clauses" } }],
  },
};

/** The office's region as a visitor reading `lang` writes it. */
export function regionName(office: Office, lang: Lang): string {
  return typeof office.region === "string" ? office.region : office.region[lang];
}

/** `555 North Orange Avenue, Suite 1200, Orlando, FL 32801, United States`, the country in `lang`. */
export function formatPostalAddress(address: PostalAddress, lang: Lang): string {
  const country = new Intl.DisplayNames([localeTags[lang].bcp47], { type: "region" }).of(address.country);
  const { street, city, region, postalCode } = address;
  return [street, city, `${region} ${postalCode}`, country ?? address.country].join(", ");
}

/** `+1 (407) 555-0100` → `tel:+14075550100` */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, "")}`;
}
