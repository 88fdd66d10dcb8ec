import { describe, expect, it } from "vitest";
import { site } from "./site";
import { validateSite } from "./site-schema.server";

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
        { name: "CRM", service: "crm" as const, country: "CA" },
      ];
      expect(() => validateSite(withPrivacy({ processors }))).toThrow(
        /at privacy\.processors\.2\.country: CA needs an entry in privacy\.transfers/,
      );
      expect(() =>
        validateSite(withPrivacy({ transfers: [{ country: "US", basis: { gdpr: "standard-clauses" } }] })),
      ).toThrow(/at privacy\.transfers\.0\.basis\.lgpd: required: US is outside Brazil/);
      const inBrazil = [{ name: "Host", service: "hosting" as const, country: "BR" }];
      expect(() =>
        validateSite(
          withPrivacy({
            processors: inBrazil,
            transfers: [{ country: "BR", basis: { gdpr: "adequacy", lgpd: "adequacy" } }],
          }),
        ),
      ).toThrow(/at privacy\.transfers\.0\.basis\.lgpd: must be left out: BR is inside Brazil/);
      expect(() =>
        validateSite(
          withPrivacy({
            transfers: [
              ...site.privacy.transfers,
              { country: "IN", basis: { gdpr: "standard-clauses", lgpd: "standard-clauses" } },
            ],
          }),
        ),
      ).toThrow(/at privacy\.transfers\.1\.country: no processor is in IN/);
    });
  });
});
