import {
  formatPostalAddress,
  servedPlaces,
  site,
  telHref,
  type Jurisdiction,
  type SiteConfig,
} from "~/config/site";
import { retention } from "~/config/retention";
import { format } from "~/i18n/format";
import { localeTags, type Lang } from "~/i18n/locales";
import { formatDate } from "~/lib/dates";
import { privacyContent, privacyNoticeDate } from ".";

/** A part of the notice as a visitor reads it: a heading, paragraphs, a bullet list, more paragraphs. */
export interface PrivacyNoticeBlock {
  id: string;
  heading: string;
  paragraphs: string[];
  /** The bullet list: its own items, then the facts it lists from the configuration. */
  items: string[];
  after: string[];
}

/** What the law of one covered place adds, with the authority a person there may complain to. */
export interface PrivacyNoticePart extends PrivacyNoticeBlock {
  jurisdiction: Jurisdiction;
  authority: string;
  website: PrivacyLink;
}

export interface PrivacyNoticeSection extends PrivacyNoticeBlock {
  /** One part per place the configuration covers (`site.serviceArea`), in its order. */
  parts: PrivacyNoticePart[];
}

/** Text of the notice that is a link wherever it appears: an address, a phone number, a website. */
export interface PrivacyLink {
  text: string;
  href: string;
}

/** The privacy notice as a visitor reads it: every placeholder filled, every fact in the language. */
export interface PrivacyNotice {
  meta: { title: string; description: string };
  title: string;
  intro: string;
  updated: string;
  contents: string;
  sections: PrivacyNoticeSection[];
  links: PrivacyLink[];
}

type Unit = "minute" | "hour" | "day" | "month" | "year";

/** "30 days", "30 dias", "30 jours": a period in the language's words, the number glued to its unit. */
function duration(value: number, unit: Unit, lang: Lang): string {
  const text = new Intl.NumberFormat(localeTags[lang].bcp47, {
    style: "unit",
    unit,
    unitDisplay: "long",
  }).format(value);
  // French never lets a unit wrap away from its number (Intl writes some with an ordinary space).
  return lang === "fr" ? text.replace(/(\d) (?=\p{L})/gu, "$1\u00a0") : text;
}

/** Days as a reader counts them: in years when they make whole years. */
const days = (value: number, lang: Lang) =>
  value % 365 === 0 ? duration(value / 365, "year", lang) : duration(value, "day", lang);

/** A website as the notice shows it: its host, and its path when that is one short segment (`gov.br/anpd`). */
function websiteLink(url: string): PrivacyLink {
  const { hostname, pathname } = new URL(url);
  const host = hostname.replace(/^www\./, "");
  const path = pathname.replace(/\/$/, "");
  return { text: /^\/[^/]+$/.test(path) ? host + path : host, href: url };
}

/**
 * The notice in `lang`, with the facts the firm states once in `config.privacy` (controller, data
 * protection officer, representatives, places covered, processors, transfers) and the periods of
 * `config/retention.ts` written in that language's terms.
 */
export function privacyNotice(lang: Lang, config: SiteConfig = site): PrivacyNotice {
  const { terms, sections, jurisdictions, ...content } = privacyContent[lang];
  const { controller, dataProtectionOfficer, representatives, processors, transfers } = config.privacy;
  const locale = localeTags[lang].bcp47;
  const countries = new Intl.DisplayNames([locale], { type: "region" });
  const country = (code: string) => countries.of(code) ?? code;
  // The configuration's schema guarantees exactly one (`site-schema.server.ts`).
  const host = processors.find((processor) => processor.service === "hosting")!;
  const covered = servedPlaces(config.serviceArea);
  const crm = processors.find((processor) => processor.service === "crm");
  const appointed = Object.values(representatives).some((entry) => entry.kind === "appointed");
  const noticeDate = formatDate(privacyNoticeDate, lang);

  const facts = {
    firm: config.name,
    firmEmail: config.email,
    legalName: controller.legalName,
    address: formatPostalAddress(controller.address, lang),
    offices: new Intl.ListFormat(locale, { type: "conjunction" }).format(
      config.offices.map((office) => `${office.city} (${country(office.country)})`),
    ),
    dpo: dataProtectionOfficer.name,
    dpoEmail: dataProtectionOfficer.email,
    phone: config.phone,
    noticeDate,
    host: host.name,
    hostCountry: country(host.country),
    transferCountries: new Intl.ListFormat(locale, { type: "conjunction" }).format(
      [...new Set(processors.map((processor) => processor.country))].map(country),
    ),
    tollFreePhone: config.privacy.tollFreePhone ?? "",
    minimumAge: config.privacy.minimumAge,
    mailboxRetention: duration(config.privacy.mailboxRetentionYears, "year", lang),
    crmFollowUp: crm ? terms.crmFollowUp : "",
    crmRetention: crm ? format(terms.crmRetention, { crmDays: days(crm.retentionDays ?? 0, lang) }) : "",
    calendarSync: processors.some((processor) => processor.service === "calendar") ? terms.calendarSync : "",
    representativesRecipients: appointed ? terms.representativesRecipients : "",
    contactRetention: days(retention.contactMessagesDays, lang),
    requestRetention: duration(retention.requestsDays, "day", lang),
    unsubscribedRetention: days(retention.unsubscribedProofDays, lang),
    serverLogRetention: duration(retention.serverLogDays, "day", lang),
    backupRetention: duration(retention.backupDays, "day", lang),
    rateLimitWindow: duration(retention.rateLimitWindowMinutes, "minute", lang),
    rateLimitKept: duration(retention.rateLimitKeptHours, "hour", lang),
    analyticsMonths: duration(Math.round(retention.analyticsDays / 30.4), "month", lang),
    analyticsDays: duration(retention.analyticsDays, "day", lang),
    analyticsKeyHours: duration(retention.analyticsKeyHours, "hour", lang),
  };
  const fill = (text: string, more: Record<string, string> = {}) => format(text, { ...facts, ...more });
  // A paragraph or item made only of a fact this deployment does not have (`{crmRetention}`) is left out.
  const fillAll = (texts: readonly string[] = [], more: Record<string, string> = {}) =>
    texts.map((text) => fill(text, more)).filter((text) => text !== "");

  const lists = {
    processors: processors.map((processor) =>
      format(terms.processor, {
        service: terms.services[processor.service],
        name: processor.name,
        country: country(processor.country),
      }),
    ),
    transfers: transfers.flatMap((transfer) =>
      terms.lawOrder.flatMap((law) => {
        const basis = transfer.basis[law];
        if (!basis) return [];
        const bases: Record<string, string> = terms.bases[law];
        const values = { country: country(transfer.country), from: terms.from[law], basis: bases[basis]! };
        return [format(terms.transfer, values)];
      }),
    ),
    representatives: (["eea", "uk"] as const).flatMap((place) => {
      const representative = representatives[place];
      if (!representative) return [];
      if (representative.kind === "exempt")
        return [format(terms.representative.exempt, { area: terms.areas[place] })];
      return [
        format(terms.representative.appointed, {
          area: terms.areas[place],
          name: representative.name,
          address: formatPostalAddress(representative.address, lang),
          email: representative.email,
        }),
      ];
    }),
  };

  const parts = covered.map((place): PrivacyNoticePart => {
    const { heading, authority, website, paragraphs, items, after } = jurisdictions[place];
    const link = websiteLink(website);
    const more = { authority, website: link.text };
    return {
      id: place,
      jurisdiction: place,
      heading,
      authority,
      website: link,
      paragraphs: fillAll(paragraphs, more),
      items: fillAll(items, more),
      after: fillAll(after, more),
    };
  });

  const emails = [
    config.email,
    dataProtectionOfficer.email,
    ...Object.values(representatives).flatMap((representative) =>
      representative.kind === "appointed" ? [representative.email] : [],
    ),
  ];
  const links: PrivacyLink[] = [
    ...emails.map((email) => ({ text: email, href: `mailto:${email}` })),
    { text: config.phone, href: telHref(config.phone) },
    ...(config.privacy.tollFreePhone
      ? [{ text: config.privacy.tollFreePhone, href: telHref(config.privacy.tollFreePhone) }]
      : []),
    ...parts.map((part) => part.website),
  ];

  return {
    meta: { title: fill(content.meta.title), description: fill(content.meta.description) },
    title: fill(content.title),
    intro: fill(content.intro),
    updated: format(content.updated, { date: noticeDate }),
    contents: content.contents,
    sections: sections.map((section) => ({
      id: section.id,
      heading: section.heading,
      paragraphs: fillAll(section.paragraphs),
      items: [...fillAll(section.items), ...(section.facts ? lists[section.facts] : [])],
      after: fillAll(section.after),
      parts: section.parts === "jurisdictions" ? parts : [],
    })),
    links,
  };
}
