import { describe, expect, it } from "vitest";
import { site, transferLaws, type SiteConfig } from "~/config/site";
import { validateSite } from "~/config/site-schema.server";
import { analyticsEnv } from "~/config/analytics-env.server";
import { languages, localeTags, type Lang } from "~/i18n/locales";
import { privacyContent } from ".";
import { privacyNotice, type PrivacyNotice } from "./notice";

/** Every string a visitor reads on the notice, in order. */
function strings(notice: PrivacyNotice): string[] {
  return [
    notice.meta.title,
    notice.meta.description,
    notice.title,
    notice.intro,
    notice.updated,
    notice.contents,
    ...notice.sections.flatMap((section) => [
      section.heading,
      ...section.paragraphs,
      ...section.items,
      ...section.after,
    ]),
  ];
}

function listed(notice: PrivacyNotice, id: string): string[] {
  return notice.sections.find((section) => section.id === id)!.items;
}

/** The facts of `config.privacy` that the notice in `lang` must state, each in that language. */
function expectFacts(lang: Lang, config: SiteConfig) {
  const notice = privacyNotice(lang, config);
  const text = strings(notice).join("\n");
  const { terms } = privacyContent[lang];
  const countries = new Intl.DisplayNames([localeTags[lang].bcp47], { type: "region" });
  const country = (code: string) => countries.of(code)!;
  const { controller, dataProtectionOfficer, processors, transfers } = config.privacy;

  expect(text).toContain(controller.legalName);
  const { street, city, region, postalCode } = controller.address;
  expect(text).toContain(
    `${street}, ${city}, ${region} ${postalCode}, ${country(controller.address.country)}`,
  );
  expect(text).toContain(dataProtectionOfficer.name);
  expect(text).toContain(dataProtectionOfficer.email);

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
      expect(item).toContain(terms.bases[law][basis]);
    }
  }
  expect(text, `${lang}: a placeholder left unfilled`).not.toMatch(/\{\w+\}/);
}

describe("the privacy notice", () => {
  it.each(languages)("%s states the controller, the officer, the processors and the transfers", (lang) => {
    expectFacts(lang, site);
  });

  it.each(languages)("%s renders the facts from the configuration, not from a copy", (lang) => {
    // Another firm, with every kind of processor and both kinds of basis.
    const other: SiteConfig = {
      ...site,
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
        processors: [
          { name: "Hostwerk GmbH", service: "hosting", country: "DE" },
          { name: "Relay Mail Inc.", service: "email", country: "US" },
          { name: "Pipeline CRM Ltd.", service: "crm", country: "CA" },
        ],
        transfers: [
          { country: "DE", basis: { lgpd: "standard-clauses" } },
          { country: "US", basis: { gdpr: "standard-clauses", lgpd: "standard-clauses" } },
          { country: "CA", basis: { gdpr: "adequacy", lgpd: "adequacy" } },
        ],
      },
    };
    expect(validateSite(other)).toBe(other);
    expectFacts(lang, other);
    const text = strings(privacyNotice(lang, other)).join("\n");
    for (const fact of [
      site.privacy.controller.legalName,
      site.privacy.controller.address.street,
      site.privacy.dataProtectionOfficer.name,
      site.privacy.dataProtectionOfficer.email,
      ...site.privacy.processors.map((processor) => processor.name),
    ]) {
      expect(text, `${lang} copies "${fact}" instead of reading it from the configuration`).not.toContain(
        fact,
      );
    }
  });

  it("has the same sections, in the same order, in every language", () => {
    const ids = (lang: Lang) => privacyContent[lang].sections.map((section) => [section.id, section.facts]);
    for (const lang of languages) expect(ids(lang)).toEqual(ids("en"));
    for (const lang of languages)
      expect([...privacyContent[lang].terms.lawOrder].sort()).toEqual([...transferLaws].sort());
  });

  it("uses each language's own legal terms", () => {
    const text = (lang: Lang) => strings(privacyNotice(lang)).join("\n");
    expect(text("es")).toContain("responsable del tratamiento");
    expect(text("es")).toContain("encargados del tratamiento");
    expect(text("fr")).toContain("responsable du traitement");
    expect(text("fr")).toContain("base légale");
    expect(text("fr")).not.toContain("base juridique");
    expect(text("fr")).toContain("sous-traitants");
    expect(text("pt")).toContain("controladora");
    expect(text("pt")).toContain("encarregado");
    expect(text("pt")).toContain("operadores");
    expect(text("pt")).toContain("transferência internacional");
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

  it.each(languages)(
    "%s states what the visit statistics count, and what they keep and for how long",
    (lang) => {
      const visits = privacyNotice(lang).sections.find((section) => section.id === "visits")!;
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
      const cookies = privacyNotice(lang).sections.find((section) => section.id === "cookies")!;
      expect(cookies.paragraphs[0]).toMatch(/server|servidor|serveur/);
    },
  );

  it.each(languages.filter((lang) => lang !== "en"))("%s leaves no English sentence", (lang) => {
    const english = new Set(strings(privacyNotice("en")));
    const untranslated = strings(privacyNotice(lang)).filter((text) => english.has(text));
    expect(untranslated).toEqual([]);
    // The wording of the facts too, including what this deployment does not use.
    const terms = (of: Lang) => {
      const { services, from, bases, processor, transfer } = privacyContent[of].terms;
      return [
        processor,
        transfer,
        ...Object.values(services),
        ...Object.values(from),
        ...Object.values(bases).flatMap(Object.values),
      ];
    };
    const englishTerms = new Set(terms("en"));
    // A template with no words of its own ("{service}: {name} ({country}).") has nothing to translate.
    const words = (text: string) => /\p{L}/u.test(text.replace(/\{\w+\}/g, ""));
    expect(terms(lang).filter((text) => words(text) && englishTerms.has(text))).toEqual([]);
  });
});
