import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { jurisdictionRegion, servedRegions, site } from "~/config/site";
import { languages } from "~/i18n/locales";
import { privacyNotice } from "./privacy/notice";
import { aboutCopy } from "./about/copy";
import { homeCopy } from "./home/copy";
import { parseCopy } from "./page-copy";
import { serviceAreaWords } from "./service-area";

const read = (dir: string, lang: string) => fs.readFileSync(`${dir}/${lang}.yml`, "utf8");

describe("where the firm works", () => {
  it("is written in each language from the regions of config/site.ts", () => {
    expect(languages.map((lang) => serviceAreaWords(lang))).toEqual([
      "across the Americas and in Europe",
      "nas Américas e na Europa",
      "del continente americano y de Europa",
      "des Amériques et d’Europe",
    ]);
    const americasOnly = { americas: site.serviceArea.americas };
    expect(languages.map((lang) => serviceAreaWords(lang, americasOnly))).toEqual([
      "across the Americas",
      "nas Américas",
      "del continente americano",
      "des Amériques",
    ]);
  });

  it.each(languages)(
    "%s: the home and About pages name the regions whose places the privacy notice covers",
    (lang) => {
      const home = parseCopy(homeCopy, lang, read(homeCopy.dir, lang));
      const about = parseCopy(aboutCopy, lang, read(aboutCopy.dir, lang));
      const words = serviceAreaWords(lang);
      for (const text of [home.impact.intro, about.meta.description, about.intro.subtitle]) {
        expect(text).toContain(words);
        expect(text).not.toContain("{");
      }
      const notice = privacyNotice(lang);
      const places = notice.sections.flatMap((section) => section.parts.map((part) => part.jurisdiction));
      expect(places.length).toBeGreaterThan(0);
      expect([...new Set(places.map((place) => jurisdictionRegion[place]))].sort()).toEqual(
        [...servedRegions(site.serviceArea)].sort(),
      );
    },
  );

  it("must be said with the placeholder, once, in the files that state it", () => {
    const english = read(homeCopy.dir, "en");
    const written = english.replace("{serviceArea}", "across the Americas");
    expect(() => parseCopy(homeCopy, "en", written)).toThrow(
      `app/content/home/en.yml: invalid "impact.intro": must say where the firm works with {serviceArea}, once`,
    );
    const twice = read(aboutCopy.dir, "fr").replace("{serviceArea}", "{serviceArea} {serviceArea}");
    expect(() => parseCopy(aboutCopy, "fr", twice)).toThrow(/invalid "meta.description": must say where/);
  });
});
