import { describe, expect, it } from "vitest";
import {
  formatPostalAddress,
  jurisdictions,
  servedPlaces,
  site,
  telHref,
  transferLawJurisdiction,
  transferLaws,
  type SiteConfig,
} from "~/config/site";
import { retention } from "~/config/retention";
import { validateSite } from "~/config/site-schema.server";
import { analyticsEnv } from "~/config/analytics-env.server";
import { parseEnv } from "~/config/env.server";
import { unconfirmedRetentionDays } from "~/newsletter/subscriptions.server";
import { format } from "~/i18n/format";
import { languages, localeTags, type Lang } from "~/i18n/locales";
import { formatDate } from "~/lib/dates";
import { consentVersion } from "~/content/newsletter";
import { privacyContent, privacyNoticeDate } from ".";
import { privacyNotice, type PrivacyNotice, type PrivacyNoticeBlock } from "./notice";

/** Every string a visitor reads on the notice, in order. */
function strings(notice: PrivacyNotice, { partHeadings = true } = {}): string[] {
  const block = (part: PrivacyNoticeBlock) => [...part.paragraphs, ...part.items, ...part.after];
  return [
    notice.meta.title,
    notice.meta.description,
    notice.title,
    notice.intro,
    notice.updated,
    notice.contents,
    ...notice.sections.flatMap((section) => [
      section.heading,
      ...block(section),
      ...section.parts.flatMap((part) => [...(partHeadings ? [part.heading] : []), ...block(part)]),
    ]),
  ];
}

const section = (notice: PrivacyNotice, id: string) => notice.sections.find((entry) => entry.id === id)!;
const listed = (notice: PrivacyNotice, id: string) => section(notice, id).items;
const textOf = (block: PrivacyNoticeBlock) =>
  [...block.paragraphs, ...block.items, ...block.after].join("\n");

/** Spaces as a reader sees them: French glues numbers to their units with a no-break space. */
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

/** A period in `lang`'s words, computed here with `Intl`, from the value the code uses. */
function period(value: number, unit: "minute" | "hour" | "day" | "month" | "year", lang: Lang) {
  const bcp47 = localeTags[lang].bcp47;
  return spaces(new Intl.NumberFormat(bcp47, { style: "unit", unit, unitDisplay: "long" }).format(value));
}

/** The facts of `config.privacy` that the notice in `lang` must state, each in that language. */
function expectFacts(lang: Lang, config: SiteConfig) {
  const notice = privacyNotice(lang, config);
  const text = strings(notice).join("\n");
  const { terms } = privacyContent[lang];
  const countries = new Intl.DisplayNames([localeTags[lang].bcp47], { type: "region" });
  const country = (code: string) => countries.of(code)!;
  const { controller, dataProtectionOfficer, representatives, processors, transfers } = config.privacy;

  expect(text).toContain(controller.legalName);
  expect(text).toContain(formatPostalAddress(controller.address, lang));
  // The controller's phone (Colombia's Decree 1377, art. 13), as a link.
  expect(textOf(section(notice, "controller"))).toContain(config.phone);
  expect(notice.links).toContainEqual({ text: config.phone, href: telHref(config.phone) });
  expect(text).toContain(controller.address.street);
  expect(text).toContain(dataProtectionOfficer.name);
  expect(text).toContain(dataProtectionOfficer.email);

  const representativeLines = listed(notice, "representatives");
  for (const [place, representative] of Object.entries(representatives)) {
    const line = representativeLines.find((item) => item.startsWith(terms.areas[place as "eea" | "uk"]));
    expect(line, `${lang}: the representative for ${place}`).toBeDefined();
    if (representative.kind === "appointed") {
      expect(line).toContain(representative.name);
      expect(line).toContain(formatPostalAddress(representative.address, lang));
      expect(line).toContain(representative.email);
      expect(notice.links).toContainEqual({
        text: representative.email,
        href: `mailto:${representative.email}`,
      });
    } else {
      expect(line).toBe(format(terms.representative.exempt, { area: terms.areas[place as "eea" | "uk"] }));
    }
  }
  expect(representativeLines).toHaveLength(Object.keys(representatives).length);

  for (const processor of processors) {
    const item = listed(notice, "processors").find((line) => line.includes(processor.name));
    expect(item, `${lang}: ${processor.name}`).toBeDefined();
    expect(item).toContain(terms.services[processor.service]);
    expect(item).toContain(country(processor.country));
  }
  for (const transfer of transfers) {
    for (const law of transferLaws) {
      const basis = transfer.basis[law];
      if (!basis) continue;
      const item = listed(notice, "transfers").find(
        (line) => line.includes(country(transfer.country)) && line.includes(terms.from[law]),
      );
      expect(item, `${lang}: ${transfer.country} under ${law}`).toBeDefined();
      const bases: Record<string, string> = terms.bases[law];
      expect(item).toContain(bases[basis]);
    }
  }
  // How to obtain a copy of the clauses (GDPR art. 13(1)(f); ANPD Resolution 19/2024, art. 17).
  expect(section(notice, "transfers").after.join("\n")).toContain(dataProtectionOfficer.email);
  expect(section(notice, "transfers").after.join("\n")).toMatch(/13/);
  expect(section(notice, "transfers").after.join("\n")).toContain("19/2024");

  // Brazil's transfer transparency (Res. 19/2024): every destination named in one summary.
  const summary = section(notice, "transfers").after[0]!;
  for (const processor of processors) expect(summary).toContain(country(processor.country));

  // Messages are followed up in a CRM only when one is configured, and its retention is stated then.
  const crm = processors.find((processor) => processor.service === "crm");
  expect(textOf(section(notice, "contact-purpose")).includes(terms.crmFollowUp.trim())).toBe(!!crm);
  const [crmStart] = terms.crmRetention.split("{crmDays}");
  const crmLine = listed(notice, "retention").find((item) => item.startsWith(crmStart!));
  expect(crmLine !== undefined, `${lang}: the CRM's retention`).toBe(!!crm);
  if (crm) expect(spaces(crmLine!)).toContain(period(crm.retentionDays! / 365, "year", lang));
  // Bookings are written to a calendar provider only when one is listed.
  const calendar = processors.some((processor) => processor.service === "calendar");
  expect(textOf(section(notice, "booking")).includes(terms.calendarSync.trim())).toBe(calendar);
  // The representatives are recipients when there are any (art. 13(1)(e)).
  const appointed = Object.values(representatives).some((entry) => entry.kind === "appointed");
  expect(section(notice, "processors").after.includes(terms.representativesRecipients)).toBe(appointed);

  // The age below which nothing is collected, under a heading that says the same.
  expect(textOf(section(notice, "children"))).toMatch(new RegExp(`\\b${config.privacy.minimumAge}\\b`));

  expect(text, `${lang}: a placeholder left unfilled`).not.toMatch(/\{\w+\}/);
  expect(text, `${lang}: two spaces where a sentence was left out`).not.toMatch(/\S {2}\S/);
}

/** Each place the configuration covers has its part, with its authority named and linked. */
function expectPlaces(lang: Lang, config: SiteConfig) {
  const notice = privacyNotice(lang, config);
  const parts = section(notice, "your-law").parts;
  const served = servedPlaces(config.serviceArea);
  expect(parts.map((part) => part.id)).toEqual(served);
  for (const place of served) {
    const part = parts.find((entry) => entry.id === place)!;
    const { heading, authority, website } = privacyContent[lang].jurisdictions[place];
    expect(part.heading).toBe(heading);
    const text = textOf(part);
    expect(text, `${lang} ${place}: the authority's name`).toContain(authority);
    expect(text, `${lang} ${place}: the authority's website`).toContain(part.website.text);
    expect(part.website.href).toBe(website);
    expect(notice.links).toContainEqual(part.website);
    expect(website).toMatch(/^https:\/\//);
  }
  // California's part gives the two ways to make a request: the officer's email and the toll-free number.
  const california = parts.find((part) => part.id === "us-ca");
  if (california) {
    expect(textOf(california)).toContain(config.privacy.dataProtectionOfficer.email);
    expect(textOf(california)).toContain(config.privacy.tollFreePhone);
  }
  // Nothing about a place the firm does not cover.
  for (const place of jurisdictions.filter((entry) => !served.includes(entry))) {
    const { authority } = privacyContent[lang].jurisdictions[place];
    expect(strings(notice).join("\n"), `${lang}: ${place} is not covered`).not.toContain(authority);
  }
}

/** Another firm: fewer places, exempt from one representative, with a CRM, every basis. */
const other: SiteConfig = {
  ...site,
  serviceArea: { americas: ["br", "ca", "ar"], europe: ["eea", "uk"] },
  privacy: {
    controller: {
      legalName: "Northwind Advisory Ltd.",
      address: {
        street: "1 Test Street",
        city: "Toronto",
        region: "ON",
        postalCode: "M5H 2N2",
        country: "CA",
      },
    },
    dataProtectionOfficer: { name: "Jordan Lee", email: "dpo@northwind.example" },
    representatives: {
      eea: {
        kind: "appointed",
        name: "Rep Europa B.V.",
        address: { street: "Keizersgracht 1", city: "Amsterdam", postalCode: "1015 CJ", country: "NL" },
        email: "northwind@rep-europa.example",
      },
      uk: { kind: "exempt" },
    },
    // A CRM (with its retention) and a calendar server for bookings.
    processors: [
      { name: "Hostwerk GmbH", service: "hosting", country: "DE" },
      { name: "Relay Mail Inc.", service: "email", country: "US" },
      { name: "Mailbox Suite Ltd.", service: "mailbox", country: "GB" },
      { name: "Pipeline CRM Ltd.", service: "crm", country: "CA", retentionDays: 1095 },
      { name: "Calendar Hosting Ltd.", service: "calendar", country: "CA" },
    ],
    transfers: [
      { country: "DE", basis: { "uk-gdpr": "adequacy", lgpd: "standard-clauses", "ley-25326": "adequacy" } },
      {
        country: "US",
        basis: {
          gdpr: "standard-clauses",
          "uk-gdpr": "idta",
          lgpd: "standard-clauses",
          "ley-25326": "standard-clauses",
        },
      },
      {
        country: "GB",
        basis: { gdpr: "adequacy", lgpd: "standard-clauses", "ley-25326": "standard-clauses" },
      },
      {
        country: "CA",
        basis: { gdpr: "adequacy", "uk-gdpr": "adequacy", lgpd: "adequacy", "ley-25326": "adequacy" },
      },
    ],
    mailboxRetentionYears: 5,
    minimumAge: 16,
  },
};

describe("the privacy notice", () => {
  it.each(languages)(
    "%s states the controller, the officer, the representatives, the processors and the transfers",
    (lang) => {
      expectFacts(lang, site);
    },
  );

  it.each(languages)(
    "%s has a part for each place the firm covers, naming and linking its authority",
    (lang) => {
      expectPlaces(lang, site);
    },
  );

  it.each(languages)("%s renders the facts from the configuration, not from a copy", (lang) => {
    expect(validateSite(other)).toBe(other);
    expectFacts(lang, other);
    expectPlaces(lang, other);
    const notice = privacyNotice(lang, other);
    const text = strings(notice).join("\n");
    for (const fact of [
      site.privacy.controller.legalName,
      site.privacy.controller.address.street,
      site.privacy.dataProtectionOfficer.name,
      site.privacy.dataProtectionOfficer.email,
      site.privacy.tollFreePhone!,
      ...site.privacy.processors.map((processor) => processor.name),
      ...Object.values(site.privacy.representatives).flatMap((representative) =>
        representative.kind === "appointed" ? [representative.name, representative.email] : [],
      ),
    ]) {
      expect(text, `${lang} copies "${fact}" instead of reading it from the configuration`).not.toContain(
        fact,
      );
    }
    expect(spaces(text)).toContain(period(other.privacy.mailboxRetentionYears, "year", lang));
  });

  it.each(languages)("%s states how long each record is kept, from the periods the code uses", (lang) => {
    const notice = privacyNotice(lang);
    const kept = spaces(textOf(section(notice, "retention")));
    const {
      contactMessagesDays,
      requestsDays,
      unsubscribedProofDays,
      rateLimitKeptHours,
      analyticsDays,
      analyticsKeyHours,
      serverLogDays,
      backupDays,
    } = retention;
    // Contact messages (with their emails), requests and unconfirmed subscriptions, the record of each
    // email about a subscription (the issues sent), the rate limit's addresses, the statistics and their key.
    expect(kept).toContain(period(contactMessagesDays / 365, "year", lang));
    expect(kept).toContain(period(requestsDays, "day", lang));
    expect(kept.split(period(requestsDays, "day", lang)).length).toBeGreaterThanOrEqual(3);
    expect(kept).toContain(period(rateLimitKeptHours, "hour", lang));
    expect(kept).toContain(period(Math.round(analyticsDays / 30.4), "month", lang));
    expect(kept).toContain(period(analyticsKeyHours, "hour", lang));
    expect(kept).toContain(period(site.privacy.mailboxRetentionYears, "year", lang));
    // What an unsubscribed address leaves, the logs and the backups.
    expect(kept).toContain(period(unsubscribedProofDays / 365, "year", lang));
    expect(kept).toContain(period(serverLogDays, "day", lang));
    expect(kept).toContain(period(backupDays, "day", lang));
    // The form rate limit's window.
    expect(spaces(textOf(section(notice, "cookies")))).toContain(
      period(retention.rateLimitWindowMinutes, "minute", lang),
    );
    // One item per record the site keeps: messages, bookings, mailboxes, requests, subscribers, emails
    // sent, the bounce date, unsubscribed addresses, the rate limit, the statistics, the day's tally per
    // address, the logs, the backups (and the CRM's, when there is one: not in this configuration).
    expect(section(notice, "retention").items).toHaveLength(13);
  });

  it("keeps what the server does and what the notice says the same", () => {
    const env = parseEnv({});
    expect(env.RETENTION_DAYS).toBe(retention.contactMessagesDays);
    expect(analyticsEnv.ANALYTICS_RETENTION_DAYS.parse(undefined)).toBe(retention.analyticsDays);
    expect(unconfirmedRetentionDays).toBe(retention.requestsDays);
    // A whole number of years, as the notice words it.
    expect(retention.contactMessagesDays % 365).toBe(0);
    expect(retention.unsubscribedProofDays % 365).toBe(0);
    expect(retention.rateLimitKeptHours).toBeGreaterThan(retention.retentionJobHours);
  });

  it("has the same sections and places, in the same order, in every language", () => {
    const ids = (lang: Lang) =>
      privacyContent[lang].sections.map((entry) => [entry.id, entry.facts, entry.parts]);
    for (const lang of languages) expect(ids(lang)).toEqual(ids("en"));
    for (const lang of languages) {
      expect(Object.keys(privacyContent[lang].jurisdictions).sort()).toEqual([...jurisdictions].sort());
      expect([...privacyContent[lang].terms.lawOrder].sort()).toEqual([...transferLaws].sort());
    }
    // Every transfer law belongs to a place the content can cover.
    for (const law of transferLaws) expect(jurisdictions).toContain(transferLawJurisdiction[law]);
  });

  it("uses each language's own legal terms", () => {
    const text = (lang: Lang) => strings(privacyNotice(lang)).join("\n");
    expect(text("es")).toContain("responsable del tratamiento");
    expect(text("es")).toContain("encargados del tratamiento");
    expect(text("es")).toContain("cláusulas contractuales tipo");
    expect(text("es")).not.toContain("cláusulas contractuales estándar");
    expect(text("es")).toContain("aviso de privacidad integral");
    expect(text("es")).toContain("derechos ARCO");
    expect(text("es")).toContain("política de tratamiento de la información");
    expect(text("fr")).toContain("responsable du traitement");
    expect(text("fr")).toContain("base légale");
    expect(text("fr")).not.toContain("base juridique");
    expect(text("fr")).toContain("sous-traitants");
    expect(text("pt")).toContain("controladora");
    expect(text("pt")).toContain("encarregado");
    expect(text("pt")).toContain("operadores");
    expect(text("pt")).toContain("transferência internacional");
  });

  it("titles the Spanish notice for every market it covers, not with one country's legal term", () => {
    // "Aviso de privacidad" is Mexico's term; the Mexican part says the notice is that aviso.
    expect(privacyNotice("es").title).not.toMatch(/aviso/i);
    const mexico = section(privacyNotice("es"), "your-law").parts.find((part) => part.id === "mx")!;
    expect(textOf(mexico)).toMatch(/aviso de privacidad/);
  });

  it("lists every right of LGPD article 18 in Portuguese, in the LGPD's words", () => {
    const rights = listed(privacyNotice("pt"), "rights").join("\n");
    for (const right of [
      "confirmação da existência de tratamento", // I
      "acesso aos dados", // II
      "correção de dados incompletos, inexatos ou desatualizados", // III
      "anonimização, o bloqueio ou a eliminação", // IV
      "portabilidade", // V
      "eliminação dos dados tratados com seu consentimento", // VI
      "entidades públicas e privadas com as quais compartilhamos", // VII
      "possibilidade de não fornecer consentimento e sobre as consequências da negativa", // VIII
      "revogação do consentimento", // IX
    ]) {
      expect(rights).toContain(right);
    }
    // "Limitação" is the GDPR's word: not in the LGPD's list.
    expect(rights).not.toContain("limitação");
  });

  it.each(languages)("%s states every purpose, not only answering or sending the newsletter", (lang) => {
    const notice = privacyNotice(lang);
    // Three purposes of a message, each with its basis; the newsletter's consent and its measured source.
    const purposes = section(notice, "contact-purpose").items;
    expect(purposes).toHaveLength(3);
    for (const purpose of purposes) expect(purpose).toMatch(/6(\(1\)|\.1|, paragraphe 1)/);
    // The visit source is listed with what the contact form stores.
    expect(section(notice, "contact-form").items).toHaveLength(3);
    expect(textOf(section(notice, "newsletter"))).toMatch(/\(a\)|\.a\)|point a/);
  });

  it.each(languages)(
    "%s states what the visit statistics count, and what they keep and for how long",
    (lang) => {
      const visits = section(privacyNotice(lang), "visits");
      const text = visits.paragraphs.join("\n");
      // No cookie or identifier on the device; the daily key's life; Global Privacy Control.
      expect(text).toMatch(/cookie/i);
      expect(text).toContain("HMAC-SHA256");
      expect(text).toMatch(/48\s(hours|horas|heures)/);
      expect(text).toContain("Sec-GPC");
      // The retention the server applies by default (ANALYTICS_RETENTION_DAYS), in days and months.
      const days = analyticsEnv.ANALYTICS_RETENTION_DAYS.parse(undefined);
      expect(text).toMatch(new RegExp(`\\b${days}\\s`));
      expect(text).toMatch(new RegExp(`\\b${Math.round(days / 30.4)}\\s`));
      // The section about cookies no longer says the site measures nothing: it points to this one.
      const cookies = section(privacyNotice(lang), "cookies");
      expect(cookies.paragraphs[0]).toMatch(/server|servidor|serveur/);
    },
  );

  it.each(languages.filter((lang) => lang !== "en"))("%s leaves no English sentence", (lang) => {
    // A place's name may be written the same ("California", "Canada"): the headings of places are names.
    const english = new Set(strings(privacyNotice("en"), { partHeadings: false }));
    const untranslated = strings(privacyNotice(lang), { partHeadings: false }).filter((text) =>
      english.has(text),
    );
    expect(untranslated).toEqual([]);
    // The wording of the facts too, including what this deployment does not use.
    const terms = (of: Lang) => {
      const {
        services,
        from,
        bases,
        processor,
        transfer,
        crmFollowUp,
        crmRetention,
        calendarSync,
        representativesRecipients,
        representative,
        areas,
      } = privacyContent[of].terms;
      return [
        processor,
        transfer,
        crmFollowUp,
        crmRetention,
        calendarSync,
        representativesRecipients,
        representative.appointed,
        representative.exempt,
        ...Object.values(areas),
        ...Object.values(services),
        ...Object.values(from),
        ...Object.values(bases).flatMap((entry) => Object.values(entry)),
        ...Object.values(privacyContent[of].jurisdictions).flatMap((place) => [
          ...place.paragraphs,
          ...(place.items ?? []),
          ...(place.after ?? []),
        ]),
      ];
    };
    const englishTerms = new Set(terms("en"));
    // A template with no words of its own ("{service}: {name} ({country}).") has nothing to translate.
    const words = (text: string) => /\p{L}/u.test(text.replace(/\{\w+\}/g, ""));
    expect(terms(lang).filter((text) => words(text) && englishTerms.has(text))).toEqual([]);
  });

  it.each(languages)(
    "%s states the server logs, bookings and the right to object, each with its basis and period",
    (lang) => {
      const notice = privacyNotice(lang);
      const basis = /6(\(1\)|\.1|, paragraphe 1)/;
      const logs = spaces(textOf(section(notice, "server-logs")));
      expect(logs).toContain("IP");
      expect(logs).toContain(period(retention.serverLogDays, "day", lang));
      expect(logs).toMatch(basis);
      // Bookings: what is stored, the legitimate interest and, for a sole trader, steps before a contract.
      const booking = textOf(section(notice, "booking"));
      expect(booking).toMatch(/6(\(1\)\(f\)|\.1\.f|, paragraphe 1, point f)/);
      expect(booking).toMatch(/6(\(1\)\(b\)|\.1\.b|, paragraphe 1, point b)/);
      // The same two bases for an enquiry (T5), and the objection on its own, with where to send it.
      const answer = section(notice, "contact-purpose").items[0]!;
      expect(answer).toMatch(/6(\(1\)\(f\)|\.1\.f|, paragraphe 1, point f)/);
      expect(answer).toMatch(/6(\(1\)\(b\)|\.1\.b|, paragraphe 1, point b)/);
      const objection = textOf(section(notice, "objection"));
      expect(objection).toContain(site.privacy.dataProtectionOfficer.email);
      expect(objection).toMatch(/21/);
      // Quebec's governance (s. 3.2): roles, retention, complaints, assessments, incidents.
      expect(section(notice, "governance").items).toHaveLength(5);
      expect(textOf(section(notice, "governance"))).toContain(site.privacy.dataProtectionOfficer.email);
    },
  );

  it.each(languages)("%s gives each place what its law asks of this notice", (lang) => {
    const notice = privacyNotice(lang);
    const part = (id: string) => textOf(section(notice, "your-law").parts.find((entry) => entry.id === id)!);
    // The UK: a complaint to us first, acknowledged within 30 days (DPA 2018 s. 164A).
    expect(part("uk")).toContain("164A");
    expect(part("uk")).toMatch(/30/);
    expect(part("uk")).toContain(site.privacy.dataProtectionOfficer.email);
    // Colombia: the phone, the date in force, the claims procedure's 5 business days and 2 months.
    expect(part("co")).toContain(site.phone);
    expect(part("co")).toContain(formatDate(privacyNoticeDate, lang));
    expect(part("co")).toMatch(/\b8\b/);
    // California: the one-day code among the identifiers, and how Global Privacy Control is applied.
    const california = section(notice, "your-law").parts.find((entry) => entry.id === "us-ca")!;
    expect(spaces(california.items.join("\n"))).toContain(period(retention.analyticsKeyHours, "hour", lang));
    // (Besides the rights paragraph, which says the signal is honored.)
    const gpc = california.after.filter((text) => text.includes("Global Privacy Control"));
    expect(gpc.length).toBeGreaterThanOrEqual(2);
  });

  it("dates the newsletter's consent with the notice it points to", () => {
    // A subscriber agrees to the form's line and this notice: a new text is a new consent version.
    expect(consentVersion).toBe(privacyNoticeDate);
  });

  it("gives Portuguese readers the GDPR's general right to erasure", () => {
    expect(section(privacyNotice("pt"), "rights").after.join("\n")).toContain("art. 17");
  });
});
