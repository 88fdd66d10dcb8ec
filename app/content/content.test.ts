import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/locales";
import { aboutContent } from "./about";
import { caseStudiesContent } from "./case-studies";
import { contactContent } from "./contact";
import { homeContent } from "./home";
import { serviceDetailContent } from "./service-details";
import { serviceSlugs } from "./service-slugs";
import { servicesContent } from "./services";

/**
 * The structure of a content entry: its keys and its lists' lengths, not its words. What the page's
 * neutral base gives is the same in every language by construction; this compares what each language
 * writes: optional parts, and the lists the base leaves to the languages (features, steps, paragraphs).
 */
function structure(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(structure);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, structure(child)]));
  }
  return typeof value;
}

const pages = {
  home: homeContent,
  about: aboutContent,
  services: servicesContent,
  "case-studies": caseStudiesContent,
  contact: contactContent,
  ...Object.fromEntries(serviceSlugs.map((slug) => [`services/${slug}`, serviceDetailContent[slug]])),
};

describe.each(Object.entries(pages))("content of %s", (_page, content) => {
  it.each(languages.filter((lang) => lang !== "en"))(
    "%s has exactly the sections and items of en",
    (lang) => {
      expect(structure(content[lang])).toEqual(structure(content.en));
    },
  );
});

describe("fixed figures (spec section 9)", () => {
  it("gives each service page its own slug", () => {
    for (const slug of serviceSlugs) {
      for (const lang of languages) expect(serviceDetailContent[slug][lang].slug).toBe(slug);
    }
  });

  it("shows the impact numbers in every language", () => {
    for (const lang of languages) {
      expect(homeContent[lang].impact.stats.map((stat) => stat.value)).toEqual([
        "500+",
        "50+",
        "150+",
        "15+",
      ]);
    }
  });

  it("has the four values, six expertise areas, four offerings and three case studies", () => {
    for (const lang of languages) {
      expect(aboutContent[lang].values.items).toHaveLength(4);
      expect(aboutContent[lang].expertise.items).toHaveLength(6);
      expect(servicesContent[lang].offerings.items.map((item) => item.slug)).toEqual([...serviceSlugs]);
      expect(servicesContent[lang].process.steps).toHaveLength(4);
      expect(caseStudiesContent[lang].stories).toHaveLength(3);
      expect(caseStudiesContent[lang].insights.items).toHaveLength(3);
      expect(contactContent[lang].expect.items).toHaveLength(4);
    }
  });

  it("states the typical project duration", () => {
    expect(servicesContent.en.timeline.text).toContain("3–12 months");
    for (const lang of languages)
      expect(servicesContent[lang].timeline.text).toMatch(/\b3(\s?[-–]\s?|\s(a|à)\s)12\b/);
  });

  const durations = (slug: (typeof serviceSlugs)[number], lang: (typeof languages)[number]) =>
    serviceDetailContent[slug][lang].sections.flatMap((section) =>
      section.kind === "phases" ? section.items.map((item) => item.duration) : [],
    );

  it("keeps the phase durations", () => {
    expect(durations("business-efficiency", "en")).toEqual([
      "2–3 weeks",
      "3–4 weeks",
      "8–12 weeks",
      "Ongoing",
    ]);
    expect(durations("ai-solutions", "en")).toEqual(["2–3 weeks", "4–6 weeks", "8–16 weeks", "4–8 weeks"]);
    expect(durations("strategy-growth", "en")).toEqual(["4–6 weeks", "6–8 weeks", "4–6 weeks", "12+ months"]);
    expect(durations("digital-transformation", "en")).toEqual([
      "3–6 months",
      "6–9 months",
      "9–12 months",
      "12+ months",
    ]);
    for (const slug of serviceSlugs) {
      for (const lang of languages) {
        // The figures, whatever the language's way of writing them: "2 a 3" is "2-3", "mais de 12" is "12+".
        const numbers = (list: string[]) =>
          list.map((text) =>
            text
              .replace(/(\d+)\s*(?:a|à|–)\s*(\d+)/g, "$1-$2")
              .replace(/\b(?:mais de|más de|plus de)\s*(\d+)/gi, "$1+")
              .replace(/[^\d+-]/g, ""),
          );
        expect(numbers(durations(slug, lang))).toEqual(numbers(durations(slug, "en")));
      }
    }
  });

  it("names the method's four phases alike on the home page, the services page and each service's phases", () => {
    for (const lang of languages) {
      const phases = homeContent[lang].whyChoose.phases.map((phase) => phase.title);
      expect(phases).toHaveLength(4);
      expect(servicesContent[lang].process.steps.map((step) => step.title)).toEqual(phases);
      // Digital transformation shows maturity stages instead, each run with the same four phases.
      for (const slug of ["business-efficiency", "ai-solutions", "strategy-growth"] as const) {
        const section = serviceDetailContent[slug][lang].sections.find((part) => part.kind === "phases");
        const titles = section?.kind === "phases" ? section.items.map((item) => item.title) : [];
        expect(titles.map((title) => title.split(/\s?:/)[0])).toEqual(phases);
      }
    }
  });

  it("makes the marketing claims on the business efficiency and AI pages", () => {
    const figures = (slug: (typeof serviceSlugs)[number]) =>
      JSON.stringify(serviceDetailContent[slug].en.sections.filter((section) => section.kind === "metrics"));
    expect(figures("business-efficiency")).toContain('"30%"');
    // The 50% faster completion is digital transformation's median (home, services), not this sample's.
    expect(figures("business-efficiency")).not.toContain('"50%"');
    expect(figures("ai-solutions")).toContain('"25–35%"');
  });

  it("highlights the word for Innovate in the contact hero", () => {
    expect(contactContent.en.hero.highlight).toBe("innovate");
    expect(contactContent.pt.hero.highlight).toBe("inovar");
    expect(contactContent.es.hero.highlight).toBe("Innovemos");
    expect(contactContent.fr.hero.highlight).toMatch(/^[Ii]nnov/);
  });

  it("puts each hero's highlight inside its title, in every language", () => {
    for (const lang of languages) {
      for (const hero of [homeContent[lang].hero, contactContent[lang].hero]) {
        expect(hero.title).toContain(hero.highlight);
      }
    }
  });
});
