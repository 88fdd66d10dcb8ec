import { describe, expect, it } from "vitest";
import { site, stillToSupply } from "../../app/config/site";
import { validateSite } from "../../app/config/site-schema.server";
import { counselItems } from "./counsel";
import { filledIn } from "./filled-in";
import { isFictionalNumber } from "./phones";
import { findPlaceholders, maxArticleAgeDays, type ReadinessInputs } from "./placeholders";

const confirmed = `# Coverage

## What the firm confirms

- [x] the representatives in the EU and the UK;
- [X] **F1, ePrivacy and per-lead attribution.** Default: off.
  Continued on a second line.

## Another section

- not a confirmation
`;

/** Everything supplied: the filled-in site, a portrait each, an article of last week, every box ticked. */
const ready: ReadinessInputs = {
  site: filledIn(site),
  stillToSupply: [],
  people: [
    { id: "elena-marquez", name: "Elena Márquez", portrait: "/images/people/elena-marquez.jpg" },
    { id: "marcus-oliveira", name: "Marcus Oliveira", portrait: "/images/people/marcus-oliveira.webp" },
  ],
  articles: [
    { id: "1", date: "2025-01-15", title: "An old one" },
    { id: "erp-in-90-days", date: "2027-02-20", title: "ERP in 90 days" },
  ],
  coverage: confirmed,
  on: "2027-03-01",
};

describe("npm run readiness's findings", () => {
  it("lists nothing when the firm has supplied everything", () => {
    expect(validateSite(ready.site)).toBe(ready.site);
    expect(findPlaceholders(ready)).toEqual([]);
  });

  it("lists each fact site.ts still marks as an example, where it is and what replaces it", () => {
    const items = findPlaceholders({ ...ready, stillToSupply: ["controller", "office-phone:vancouver"] });
    expect(items).toEqual([
      expect.objectContaining({
        category: "phones",
        what: "The Vancouver office's phone, +1 (407) 842-3102, is an example.",
        where: expect.stringMatching(/^app\/config\/site\.ts, offices\[\d\] \("vancouver"\): phone$/),
      }),
      expect.objectContaining({
        category: "privacy",
        what: expect.stringContaining("The controller, Innova Consulting Group LLC at 200 South Orange"),
        where: "app/config/site.ts, privacy.controller: legalName, address",
        replace: expect.stringContaining("legal name and registered postal address"),
      }),
    ]);
  });

  it("finds a 555 number though site.ts does not mark it, and names it once when it does", () => {
    const fictional = { ...ready.site, phone: "+1 (407) 555-0100" };
    const unmarked = findPlaceholders({ ...ready, site: fictional });
    const marked = findPlaceholders({ ...ready, site: fictional, stillToSupply: ["phone"] });
    for (const items of [unmarked, marked]) {
      expect(items).toEqual([
        expect.objectContaining({
          category: "phones",
          what: expect.stringContaining("+1 (407) 555-0100, is a fictional number"),
          where: "app/config/site.ts, phone",
        }),
      ]);
    }
  });

  it("names an entry of stillToSupply that points at no office, or at a place not covered", () => {
    const uncovered = { ...ready.site.privacy, representatives: {} };
    const items = findPlaceholders({
      ...ready,
      site: { ...ready.site, privacy: uncovered },
      stillToSupply: ["office-phone:lisbon", "representative:uk"],
    });
    expect(items.map((item) => item.what)).toEqual([
      'stillToSupply lists "office-phone:lisbon", but no office of site.offices has the id "lisbon".',
      'stillToSupply lists "representative:uk", but the UK is not in serviceArea.europe.',
    ]);
  });

  it("lists an office without its street or postal code, a person without a portrait, a processor without a country", () => {
    const [first, ...others] = ready.site.offices;
    const items = findPlaceholders({
      ...ready,
      site: {
        ...ready.site,
        offices: [{ ...first!, postalCode: undefined }, ...others],
        privacy: {
          ...ready.site.privacy,
          processors: [
            ...ready.site.privacy.processors,
            { name: "Acme CRM Ltd.", service: "crm", country: "" },
          ],
        },
      },
      people: [...ready.people, { id: "claire-dubois", name: "Claire Dubois" }],
    });
    expect(items.map(({ category, what, where }) => ({ category, what, where }))).toEqual([
      {
        category: "offices",
        what: `The ${first!.city} office has no street address.`,
        where: `app/config/site.ts, offices[0] ("${first!.id}"): street, postalCode`,
      },
      {
        category: "portraits",
        what: "Claire Dubois has no portrait: the pages show their initials.",
        where: "app/content/people/claire-dubois.yaml, portrait (in /admin: People)",
      },
      {
        category: "processors",
        what: "Acme CRM Ltd. has no country.",
        where: `app/config/site.ts, privacy.processors[${ready.site.privacy.processors.length}].country`,
      },
    ]);
  });

  it(`lists the newest article once it is more than ${maxArticleAgeDays} days old, with its date`, () => {
    const article = { id: "erp-in-90-days", date: "2027-01-01", title: "ERP in 90 days" };
    const onTime = findPlaceholders({ ...ready, articles: [article], on: "2027-04-01" });
    const late = findPlaceholders({ ...ready, articles: [article], on: "2027-04-02" });
    expect(onTime).toEqual([]);
    expect(late).toEqual([
      expect.objectContaining({
        category: "articles",
        what: expect.stringContaining(
          'The newest article, "ERP in 90 days", is dated January 1, 2027: 91 days (about 3 months) before April 2, 2027.',
        ),
      }),
    ]);
    expect(findPlaceholders({ ...ready, articles: [] })[0]?.what).toBe("The blog has no article.");
  });
});

describe("counsel's confirmations", () => {
  it("lists each unticked item of the section, by its title and line; a ticked one is confirmed", () => {
    const open = confirmed.replace("- [X] **F1", "- [ ] **F1").replace("- [x] the", "- the");
    expect(counselItems(open).map(({ what, where }) => ({ what, where }))).toEqual([
      {
        what: "The representatives in the EU and the UK: has no box to tick.",
        where: "docs/privacy-coverage.md, line 5",
      },
      {
        what: "F1, ePrivacy and per-lead attribution: not confirmed yet.",
        where: "docs/privacy-coverage.md, line 6",
      },
    ]);
  });

  it("says so when the section is gone, rather than finding nothing to confirm", () => {
    const items = counselItems("# Coverage\n\n- [x] something\n");
    expect(items.map((item) => item.what)).toEqual([
      'docs/privacy-coverage.md has no section "What the firm confirms": the confirmations cannot be read.',
    ]);
  });
});

describe("fictional numbers", () => {
  it.each([
    ["+1 (407) 555-0100", true],
    ["+1 (800) 555-0142", true],
    ["+1 604 555 0199", true],
    ["+1 (407) 555-0200", false],
    ["+1 (407) 555-1212", false],
    ["+1 (407) 842-0100", false],
    ["+55 (11) 5555-0100", false],
  ])("%s is in North America's fictional range: %s", (number, fictional) => {
    expect(isFictionalNumber(number)).toBe(fictional);
  });
});

describe("site.ts", () => {
  it("marks only facts it has: every office it names exists, every representative is covered", () => {
    const unknown = findPlaceholders({ ...ready, site, stillToSupply }).filter((item) =>
      item.what.startsWith("stillToSupply lists"),
    );
    expect(unknown).toEqual([]);
  });
});
