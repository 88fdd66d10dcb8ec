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
  /** Number, street and suite, with the postal code: until the firm gives them, `npm run readiness` lists the office. */
  street?: string;
  postalCode?: string;
  /** Its IANA time zone: its people's weekly hours for booking a call are read on its clocks. */
  timeZone: string;
  /** Where the office is, in degrees: the About page's map of the offices, the structured data's `geo`. */
  coordinates: { latitude: number; longitude: number };
}

/** A postal address, written as the post office of its country expects it. */
export interface PostalAddress {
  /** Number, street and suite: `555 North Orange Avenue, Suite 1200`. */
  street: string;
  /** The city or town, with a postal district where the post writes one (`Dublin 2`). */
  city: string;
  /** The state or province as the post writes it (`FL`, `BC`, `SP`); left out where it writes none. */
  region?: string;
  postalCode: string;
  /** ISO 3166 country code; its name is localized with `Intl.DisplayNames`. */
  country: string;
}

/**
 * The places whose privacy law the notice answers to, each with its own part of the notice, in its
 * own terms (`content/privacy`, every language): the European Economic Area (GDPR), the United
 * Kingdom (UK GDPR), Brazil (LGPD), Canada (PIPEDA), British Columbia (PIPA), Quebec (its private
 * sector act), California (CCPA), Mexico (LFPDPPP), Colombia (Law 1581) and Argentina (Law 25,326).
 * Adding one here needs its text in every language: until then it does not compile.
 */
export const jurisdictions = ["eea", "uk", "br", "ca", "ca-bc", "ca-qc", "us-ca", "mx", "co", "ar"] as const;
export type Jurisdiction = (typeof jurisdictions)[number];

/**
 * The regions the firm's marketing names as where it works ("mid-size companies across the Americas
 * and in Europe"); each language words them in `content/service-area.ts`.
 */
export const serviceRegions = ["americas", "europe"] as const;
export type ServiceRegion = (typeof serviceRegions)[number];

/** The region each place of the privacy notice lies in. */
export const jurisdictionRegion = {
  eea: "europe",
  uk: "europe",
  br: "americas",
  ca: "americas",
  "ca-bc": "americas",
  "ca-qc": "americas",
  "us-ca": "americas",
  mx: "americas",
  co: "americas",
  ar: "americas",
} as const satisfies Record<Jurisdiction, ServiceRegion>;

export type PlaceIn<R extends ServiceRegion> = {
  [P in Jurisdiction]: (typeof jurisdictionRegion)[P] extends R ? P : never;
}[Jurisdiction];

/**
 * Where the firm offers its services: each region it takes clients in, with the places there whose
 * privacy law the notice answers to. The marketing copy names the regions (`{serviceArea}` in the
 * home and About pages' files) and the privacy notice has one part per place, both from this one
 * declaration, so that they cannot disagree.
 */
export type ServiceArea = { [R in ServiceRegion]?: PlaceIn<R>[] };

/** The places of `area`, in the notice's order (`jurisdictions`). */
export function servedPlaces(area: ServiceArea): Jurisdiction[] {
  const served = new Set<Jurisdiction>(serviceRegions.flatMap((region) => area[region] ?? []));
  return jurisdictions.filter((place) => served.has(place));
}

/** The regions of `area` that have at least one place, in `serviceRegions`' order. */
export function servedRegions(area: ServiceArea): ServiceRegion[] {
  return serviceRegions.filter((region) => (area[region]?.length ?? 0) > 0);
}

/** The notice's common text cites the GDPR and the LGPD throughout: these two are always covered. */
export const coreJurisdictions: readonly Jurisdiction[] = ["eea", "br"];

/** Where the law asks a company outside it to name a representative (GDPR and UK GDPR art. 27). */
export const representedJurisdictions = ["eea", "uk"] as const;
export type RepresentedJurisdiction = (typeof representedJurisdictions)[number];

/**
 * A representative under GDPR or UK GDPR article 27, named in the notice (art. 13(1)(a)); or none,
 * under the exemption of art. 27(2)(a) (occasional processing, no special categories, low risk),
 * which the notice then states with its reason.
 */
export type Representative =
  | { kind: "appointed"; name: string; address: PostalAddress; email: string }
  | { kind: "exempt" };

/** The laws whose rules on international transfers the privacy notice answers to. */
export const transferLaws = ["gdpr", "uk-gdpr", "lgpd", "ley-25326"] as const;
export type TransferLaw = (typeof transferLaws)[number];

/** The place whose people each transfer law protects: its basis is stated only when that place is covered. */
export const transferLawJurisdiction: Record<TransferLaw, Jurisdiction> = {
  gdpr: "eea",
  "uk-gdpr": "uk",
  lgpd: "br",
  "ley-25326": "ar",
};

/**
 * What lets data leave a law's territory for a country, in each law's own instruments: its adequacy
 * finding for the country (GDPR art. 45, UK adequacy regulations, LGPD art. 33 I, Law 25,326 art.
 * 12), or the standard clauses of its authority signed with the recipient (the European Commission's,
 * GDPR art. 46(2)(c); for the UK, those clauses with the ICO's Addendum, or the ICO's own IDTA; the
 * ANPD's, LGPD art. 33 II b and Resolution 19/2024; the AAIP's model clauses, Resolution 198/2023).
 * Each language words them in its own legal terms (`content/privacy`).
 */
export const transferBases = {
  gdpr: ["adequacy", "standard-clauses"],
  "uk-gdpr": ["adequacy", "uk-addendum", "idta"],
  lgpd: ["adequacy", "standard-clauses"],
  "ley-25326": ["adequacy", "standard-clauses"],
} as const satisfies Record<TransferLaw, readonly string[]>;
export type TransferBasis<L extends TransferLaw = TransferLaw> = (typeof transferBases)[L][number];

/**
 * What a processor does for the firm; each language names it (`content/privacy`). "calendar": the
 * consultants' calendar server, when booking writes to it (`BOOKING_CALDAV_*`).
 */
export const processorServices = ["hosting", "email", "mailbox", "crm", "calendar"] as const;
export type ProcessorService = (typeof processorServices)[number];

/** A company that processes visitors' data on the firm's behalf and under its instructions. */
export interface Processor {
  /** Its legal name, as in the contract. */
  name: string;
  service: ProcessorService;
  /** ISO 3166 code of the country where it processes the data. */
  country: string;
  /**
   * Days it keeps what it receives, at most: required of a CRM (`service: "crm"`), whose retention
   * the notice states; the erasure and retention events tell it to delete sooner.
   */
  retentionDays?: number;
}

/**
 * What the privacy notice states as fact (`/privacy`, in every language). Each entry must be true of
 * the running deployment: a new host, mail relay, mailbox provider or CRM (`LEAD_WEBHOOK_URL`) is a
 * new processor here. `docs/privacy-coverage.md` lists what the notice states for each place.
 */
export interface PrivacyConfig {
  /**
   * Who decides why and how the data is processed: the GDPR's controller, the LGPD's controladora.
   * The notice says that everyone in every office works for it; an office run by a company of its
   * own would be a recipient to name, and a transfer to state.
   */
  controller: { legalName: string; address: PostalAddress };
  /**
   * The data protection officer: the LGPD's encarregado, Quebec's person in charge of the protection
   * of personal information, named with a contact the public can use.
   */
  dataProtectionOfficer: { name: string; email: string };
  /** The representative (or the exemption) for each covered place that asks for one. */
  representatives: Partial<Record<RepresentedJurisdiction, Representative>>;
  /**
   * The toll-free number for California privacy requests, in international format: the CCPA asks a
   * business that is not exclusively online for one (Civil Code § 1798.130(a)(1)(A)). Required
   * when California is covered.
   */
  tollFreePhone?: string;
  /** Every processor; exactly one hosts the server and its database. */
  processors: Processor[];
  /**
   * Each processor's country, with the basis on which data leaves each covered law's territory for
   * it: the GDPR's unless the country is in the European Economic Area, the UK GDPR's unless it is
   * the United Kingdom, and so on.
   */
  transfers: { country: string; basis: { [L in TransferLaw]?: TransferBasis<L> } }[];
  /**
   * Years the firm's mailboxes keep the notification of a message and the replies to it, unless the
   * conversation leads to an engagement (its records then follow the engagement's).
   */
  mailboxRetentionYears: number;
  /** The age below which the site is not meant for anyone and knowingly collects nothing. */
  minimumAge: number;
}

export interface SiteConfig {
  /** The logo word. */
  shortName: string;
  name: string;
  email: string;
  /** The main phone, international format: `+1 (407) 555-0100`. */
  phone: string;
  offices: Office[];
  serviceArea: ServiceArea;
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
      timeZone: "America/New_York",
      coordinates: { latitude: 28.54, longitude: -81.38 },
    },
    {
      id: "vancouver",
      city: "Vancouver",
      region: {
        en: "British Columbia",
        pt: "Colúmbia Britânica",
        es: "Columbia Británica",
        fr: "Colombie-Britannique",
      },
      country: "CA",
      phone: "+1 (604) 555-0100",
      timeZone: "America/Vancouver",
      coordinates: { latitude: 49.28, longitude: -123.12 },
    },
    {
      id: "sao-paulo",
      city: "São Paulo",
      region: "SP",
      country: "BR",
      phone: "+55 (11) 5555-0100",
      timeZone: "America/Sao_Paulo",
      coordinates: { latitude: -23.55, longitude: -46.63 },
    },
  ],
  // The firm confirms: it serves clients across the Americas from its three offices: Brazil and
  // Canada (Quebec for its French-speaking clients), California (its revenue is above the CCPA's
  // threshold, and B2B contacts are in scope since 2023), and the Spanish-speaking markets Mexico,
  // Colombia and Argentina; and, from the same offices, clients in the EEA and the UK (it writes in
  // English and French to businesses there, so the GDPR's art. 27 asks for representatives). Chile
  // (Law 21,719 from 1 December 2026) and Peru are not served yet: each would need its part of the
  // notice.
  serviceArea: {
    americas: ["br", "ca", "ca-bc", "ca-qc", "us-ca", "mx", "co", "ar"],
    europe: ["eea", "uk"],
  },
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
    // The firm confirms: the LLC has no establishment in the EU or the UK, and the newsletter is
    // regular, not occasional, processing, so art. 27(2)(a) does not exempt it: a representative
    // service under contract in each (Ireland, after Brexit, for the EU).
    representatives: {
      eea: {
        kind: "appointed",
        name: "Calder Privacy Representatives Ltd.",
        address: { street: "10 Earlsfort Terrace", city: "Dublin 2", postalCode: "D02 T380", country: "IE" },
        email: "innova@calderprivacy.eu",
      },
      uk: {
        kind: "appointed",
        name: "Calder Privacy Representatives UK Ltd.",
        address: {
          street: "71 Queen Victoria Street",
          city: "London",
          postalCode: "EC4V 4AY",
          country: "GB",
        },
        email: "innova@calderprivacy.co.uk",
      },
    },
    tollFreePhone: "+1 (800) 555-0142",
    processors: [
      { name: "DigitalOcean, LLC", service: "hosting", country: "US" },
      { name: "Mailgun Technologies, Inc.", service: "email", country: "US" },
      // The consultants' mailboxes (Microsoft 365): every lead notification lands there.
      { name: "Microsoft Corporation", service: "mailbox", country: "US" },
    ],
    // What the processors' data processing agreements sign (the firm confirms): the Commission's
    // clauses with the UK Addendum, the ANPD's clauses, the AAIP's model clauses.
    transfers: [
      {
        country: "US",
        basis: {
          gdpr: "standard-clauses",
          "uk-gdpr": "uk-addendum",
          lgpd: "standard-clauses",
          "ley-25326": "standard-clauses",
        },
      },
    ],
    mailboxRetentionYears: 2,
    minimumAge: 18,
  },
};

/** A fact of `site` that the firm supplies; `office-phone:<id>` is an office's phone. */
export type SuppliedFact =
  | "phone"
  | `office-phone:${string}`
  | "controller"
  | "data-protection-officer"
  | `representative:${RepresentedJurisdiction}`
  | "toll-free-phone"
  | "processors";

/**
 * The facts of `site` that still ship as examples, not the firm's own: delete each entry once its
 * value is the firm's. `npm run readiness` lists them, with where each goes, and fails while one is
 * left (docs/operations.md); it also finds the fictional 555 numbers by their rule.
 */
export const stillToSupply: readonly SuppliedFact[] = [
  "phone",
  "office-phone:orlando",
  "office-phone:vancouver",
  "office-phone:sao-paulo",
  "controller",
  "data-protection-officer",
  "representative:eea",
  "representative:uk",
  "toll-free-phone",
  "processors",
];

/** The office's region as a visitor reading `lang` writes it. */
export function regionName(office: Office, lang: Lang): string {
  return typeof office.region === "string" ? office.region : office.region[lang];
}

/** `555 North Orange Avenue, Suite 1200, Orlando, FL 32801, United States`, the country in `lang`. */
export function formatPostalAddress(address: PostalAddress, lang: Lang): string {
  const country = new Intl.DisplayNames([localeTags[lang].bcp47], { type: "region" }).of(address.country);
  const { street, city, region, postalCode } = address;
  return [street, city, region ? `${region} ${postalCode}` : postalCode, country ?? address.country].join(
    ", ",
  );
}

/** `+1 (407) 555-0100` → `tel:+14075550100` */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, "")}`;
}
