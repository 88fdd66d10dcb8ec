import { describe, expect, it } from "vitest";
import { dictionaries } from "./dictionaries.server";
import { site } from "~/config/site";
import { languages } from "~/i18n/locales";
import en from "~/i18n/messages/en";
import es from "~/i18n/messages/es";
import fr from "~/i18n/messages/fr";
import pt from "~/i18n/messages/pt";

const sources = { en, pt, es, fr };

/** Every key path of a nested object, with the placeholders of each string. */
function shape(value: unknown, path = ""): string[] {
  if (typeof value === "string") return [`${path} ${(value.match(/\{\w+\}/g) ?? []).sort().join(",")}`];
  if (Array.isArray(value))
    return [`${path}[${value.length}]`, ...value.flatMap((item, i) => shape(item, `${path}[${i}]`))];
  return Object.entries(value as object).flatMap(([key, child]) => shape(child, `${path}.${key}`));
}

describe("dictionaries", () => {
  it.each(languages.filter((lang) => lang !== "en"))(
    "%s has the same keys and placeholders as en",
    (lang) => {
      expect(shape(dictionaries[lang])).toEqual(shape(dictionaries.en));
    },
  );

  it.each(languages)("%s has no empty or blank string", (lang) => {
    const blank: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (typeof value === "string") {
        if (!value.trim()) blank.push(path);
      } else Object.entries(value as object).forEach(([key, child]) => walk(child, `${path}.${key}`));
    };
    walk(dictionaries[lang], lang);
    expect(blank).toEqual([]);
  });

  it("keeps the specified English strings exactly", () => {
    const { en } = dictionaries;
    expect(en.notFound.message).toBe("Oops! Page not found");
    expect(en.notFound.returnHome).toBe("Return to Home");
    expect(en.errors.unexpected).toBe("Unexpected Application Error!");
    expect(en.newsletter.successTitle).toBe("Successfully subscribed!");
    expect(en.newsletter.successText).toBe("Thank you for subscribing to our newsletter.");
    expect(en.blog.closingTitle).toBe("Ready to Transform Your Business?");
    expect(en.contactForm.companyPlaceholder).toBe("Your Company");
    expect(en.contactForm.messagePlaceholder).toBe("Tell us about your business challenges and goals...");
    expect(en.contactForm.sending).toBe("Sending...");
  });
});

describe("the firm's name", () => {
  it("comes from config/site.ts: the dictionaries hold placeholders, the pages get the name", () => {
    for (const lang of languages) {
      const raw = JSON.stringify(sources[lang]);
      expect(raw).not.toContain(site.name);
      const served = JSON.stringify(dictionaries[lang]);
      expect(served).not.toMatch(/\{firm(Short)?\}/);
      expect(served).toContain(site.name);
    }
    expect(dictionaries.en.footer.copyright).toBe(`© {year} ${site.name}. All rights reserved.`);
    expect(dictionaries.fr.nav.homeLink).toContain(site.name);
  });
});
