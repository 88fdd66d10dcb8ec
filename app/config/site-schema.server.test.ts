import { describe, expect, it } from "vitest";
import { site, type SiteConfig } from "./site";
import { validateSite } from "./site-schema.server";

/** A transfer's bases without `law`'s. */
function allBasesBut<B extends object>(basis: B, law: string): B {
  return Object.fromEntries(Object.entries(basis).filter(([key]) => key !== law)) as B;
}

describe("validateSite", () => {
  it("accepts the firm's configuration", () => {
    expect(validateSite(site)).toBe(site);
  });

  it("names the bad setting in one line", () => {
    expect(() => validateSite({ ...site, email: "not-an-email" })).toThrow(
      /^Invalid site configuration \(app\/config\/site\.ts\) at email: /,
    );
    const offices = [{ ...site.offices[0]!, phone: "407 555" }];
    expect(() => validateSite({ ...site, offices })).toThrow(
      /at offices\.0\.phone: must be an international number/,
    );
    const unaddressed = [{ ...site.offices[0]!, street: " " }];
    expect(() => validateSite({ ...site, offices: unaddressed })).toThrow(
      /at offices\.0\.street: must not be empty/,
    );
  });

  describe("the privacy notice's facts", () => {
    const withPrivacy = (privacy: Partial<typeof site.privacy>) => ({
      ...site,
      privacy: { ...site.privacy, ...privacy },
    });

    it("needs a reachable data protection officer and a full postal address", () => {
      expect(() =>
        validateSite(withPrivacy({ dataProtectionOfficer: { name: "A. Person", email: "privacy" } })),
      ).toThrow(/at privacy\.dataProtectionOfficer\.email: /);
      const address = { ...site.privacy.controller.address, postalCode: " " };
      expect(() => validateSite(withPrivacy({ controller: { legalName: "X LLC", address } }))).toThrow(
        /at privacy\.controller\.address\.postalCode: must not be empty/,
      );
    });

    it("takes only the known services and bases", () => {
      const processors = [{ name: "Host", service: "storage", country: "US" }];
      // @ts-expect-error: a service the notice cannot word
      expect(() => validateSite(withPrivacy({ processors }))).toThrow(/at privacy\.processors\.0\.service: /);
      const transfers = [{ country: "US", basis: { gdpr: "consent", lgpd: "standard-clauses" } }];
      // @ts-expect-error: a basis the notice cannot word
      expect(() => validateSite(withPrivacy({ transfers }))).toThrow(
        /at privacy\.transfers\.0\.basis\.gdpr: /,
      );
    });

    it("names exactly one host", () => {
      const processors = site.privacy.processors.filter((processor) => processor.service !== "hosting");
      expect(() => validateSite(withPrivacy({ processors }))).toThrow(
        /at privacy\.processors: must name exactly one processor with service "hosting" \(found 0\)/,
      );
    });

    it("states a basis for every processor's country, under each law that needs one, and no other", () => {
      const processors = [
        ...site.privacy.processors,
        { name: "CRM", service: "crm" as const, country: "CA", retentionDays: 730 },
      ];
      expect(() => validateSite(withPrivacy({ processors }))).toThrow(
        /at privacy\.processors\.3\.country: CA needs an entry in privacy\.transfers/,
      );
      const allBut = (law: string) =>
        Object.fromEntries(Object.entries(site.privacy.transfers[0]!.basis).filter(([key]) => key !== law));
      expect(() =>
        validateSite(withPrivacy({ transfers: [{ country: "US", basis: allBut("lgpd") }] })),
      ).toThrow(/at privacy\.transfers\.0\.basis\.lgpd: required: US is outside Brazil/);
      expect(() =>
        validateSite(withPrivacy({ transfers: [{ country: "US", basis: allBut("uk-gdpr") }] })),
      ).toThrow(/at privacy\.transfers\.0\.basis\.uk-gdpr: required: US is outside the United Kingdom/);
      const inBrazil = [{ name: "Host", service: "hosting" as const, country: "BR" }];
      expect(() =>
        validateSite(
          withPrivacy({
            processors: inBrazil,
            transfers: [
              {
                country: "BR",
                basis: { gdpr: "adequacy", "uk-gdpr": "adequacy", lgpd: "adequacy", "ley-25326": "adequacy" },
              },
            ],
          }),
        ),
      ).toThrow(/at privacy\.transfers\.0\.basis\.lgpd: must be left out: BR is inside Brazil/);
      expect(() =>
        validateSite(
          withPrivacy({
            transfers: [
              ...site.privacy.transfers,
              { country: "IN", basis: site.privacy.transfers[0]!.basis },
            ],
          }),
        ),
      ).toThrow(/at privacy\.transfers\.1\.country: no processor is in IN/);
    });

    it("states a transfer basis only under the law of a place the firm covers", () => {
      const americas = site.serviceArea.americas!.filter((place) => place !== "ar");
      expect(() => validateSite({ ...site, serviceArea: { ...site.serviceArea, americas } })).toThrow(
        /at privacy\.transfers\.0\.basis\.ley-25326: must be left out: "ar" is not in serviceArea/,
      );
    });

    it("covers the places the notice's common text rests on, each once, each in its region", () => {
      const americas = site.serviceArea.americas!.filter((place) => place !== "br");
      expect(() => validateSite({ ...site, serviceArea: { ...site.serviceArea, americas } })).toThrow(
        /at serviceArea\.americas: must include "br"/,
      );
      expect(() =>
        validateSite({ ...site, serviceArea: { ...site.serviceArea, europe: ["eea", "uk", "eea"] } }),
      ).toThrow(/at serviceArea\.europe: lists a place twice/);
      // @ts-expect-error: Brazil is not in Europe
      const misplaced: SiteConfig = { ...site, serviceArea: { ...site.serviceArea, europe: ["eea", "br"] } };
      expect(() => validateSite(misplaced)).toThrow(/at serviceArea\.europe\.1: /);
      // @ts-expect-error: a place the notice has no text for
      const unknown: SiteConfig = { ...site, serviceArea: { ...site.serviceArea, americas: ["br", "cl"] } };
      expect(() => validateSite(unknown)).toThrow(/at serviceArea\.americas\.1: /);
    });

    it("names a representative, or states the exemption, for the EU and the UK when covered", () => {
      const { uk: _, ...euOnly } = site.privacy.representatives;
      expect(() => validateSite(withPrivacy({ representatives: euOnly }))).toThrow(
        /at privacy\.representatives\.uk: required: "uk" is covered/,
      );
      expect(() =>
        validateSite(withPrivacy({ representatives: { ...euOnly, uk: { kind: "exempt" } } })),
      ).not.toThrow();
      const withoutUk = {
        ...withPrivacy({
          transfers: [{ country: "US", basis: allBasesBut(site.privacy.transfers[0]!.basis, "uk-gdpr") }],
        }),
        serviceArea: { ...site.serviceArea, europe: ["eea" as const] },
      };
      expect(() => validateSite(withoutUk)).toThrow(
        /at privacy\.representatives\.uk: must be left out: "uk" is not in serviceArea/,
      );
    });

    it("states how long a CRM keeps what it receives", () => {
      const transfers = [...site.privacy.transfers];
      const crm = { name: "CRM", service: "crm" as const, country: "US" };
      const processors = [...site.privacy.processors, crm];
      expect(() => validateSite(withPrivacy({ processors, transfers }))).toThrow(
        /at privacy\.processors\.3\.retentionDays: required: the notice states how long the CRM keeps/,
      );
      const kept = [...site.privacy.processors, { ...crm, retentionDays: 730 }];
      expect(validateSite(withPrivacy({ processors: kept, transfers })).privacy.processors[3]).toEqual({
        ...crm,
        retentionDays: 730,
      });
    });

    it("gives a toll-free number when California is covered", () => {
      expect(() => validateSite(withPrivacy({ tollFreePhone: undefined }))).toThrow(
        /at privacy\.tollFreePhone: required: California is covered/,
      );
    });
  });
});
