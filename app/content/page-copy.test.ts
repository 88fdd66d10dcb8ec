import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/locales";
import { editablePages } from "./editable-pages";
import { homeCopy } from "./home/copy";
import { parseCopy } from "./page-copy";

/** Each editable page's file in each language. */
const pageFiles = () =>
  editablePages.flatMap(({ copy }) =>
    languages.map((lang) => ({ copy, lang, file: `${copy.dir}/${lang}.yml` })),
  );

const english = fs.readFileSync("app/content/home/en.yml", "utf8");

describe("the pages editors change", () => {
  it.each(pageFiles().map(({ copy, lang, file }) => [file, copy, lang] as const))(
    "%s is read by its page's schema",
    (_file, copy, lang) => {
      const raw = fs.readFileSync(`${copy.dir}/${lang}.yml`, "utf8");
      expect(() => parseCopy(copy, lang, raw)).not.toThrow();
    },
  );

  it("each have a file in every language", () => {
    for (const { copy } of editablePages)
      expect(languages.filter((lang) => !fs.existsSync(`${copy.dir}/${lang}.yml`))).toEqual([]);
  });

  it("are typeset as the articles are: an editor's straight apostrophes and quotes, French spacing", () => {
    const typed = english
      .replace(/^( {2}eyebrow: ).*$/m, `$1"Consulting that's \\"practical\\": results!"`)
      .replace(/^( {2}title: )"Transform.*$/m, `$1"L'IA utile : « pratique » !"`)
      .replace(/highlight: ".*"/, 'highlight: "pratique"');
    expect(parseCopy(homeCopy, "en", typed).hero.eyebrow).toBe("Consulting that’s “practical”: results!");
    expect(parseCopy(homeCopy, "fr", typed).hero.title).toBe(
      "L’IA utile\u00a0: «\u202fpratique\u202f»\u202f!",
    );
  });

  it("name the file and the field of a missing text, a text too long, and a list of another length", () => {
    const file = "app/content/home/pt.yml";
    expect(() => parseCopy(homeCopy, "pt", english.replace(/^ {2}eyebrow: .*\n/m, ""))).toThrow(
      `${file}: invalid "hero.eyebrow": missing`,
    );
    const long = `  title: "${"Transform ".repeat(12)}"`;
    expect(() => parseCopy(homeCopy, "pt", english.replace(/^ {2}title: "Transform.*$/m, long))).toThrow(
      `${file}: invalid "hero.title": longer than 110 characters: shorten it`,
    );
    const twoStats = english.replace(/^ {4}- label: "Active clients"\n/m, "");
    expect(() => parseCopy(homeCopy, "pt", twoStats)).toThrow(
      `${file}: invalid "impact.stats": must have 4 entries`,
    );
  });

  it("refuse a highlight that is not words of the heading", () => {
    const raw = english.replace(/highlight: ".*"/, 'highlight: "practical A.I."');
    expect(() => parseCopy(homeCopy, "en", raw)).toThrow(
      `invalid "hero.highlight": must be words of the title`,
    );
  });

  it("refuse a section whose layout is not the page's", () => {
    const page = editablePages.find(({ name }) => name === "service-ai-solutions")!.copy;
    const raw = fs.readFileSync(`${page.dir}/en.yml`, "utf8").replace('kind: "tags"', 'kind: "checklist"');
    expect(() => parseCopy(page, "en", raw)).toThrow(
      /app\/content\/service-details\/ai-solutions\/en\.yml: invalid "sections\.1/,
    );
  });
});
