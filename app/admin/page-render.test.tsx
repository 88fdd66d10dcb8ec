import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { editablePages } from "~/content/editable-pages";
import { parseCopy } from "~/content/page-copy";
import { parsePeople } from "~/content/people/schema";
import { languages } from "~/i18n/locales";
import { pageMarkup } from "./page-render";

/** The published people, as `/admin`'s build gives them (`scripts/build/admin.ts`). */
const people = parsePeople(
  new Map(
    fs
      .readdirSync("app/content/people")
      .filter((name) => name.endsWith(".yaml"))
      .map((name) => [name, fs.readFileSync(`app/content/people/${name}`, "utf8")]),
  ),
).filter((person) => !person.draft);

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");
const headings = (html: string, level: number) =>
  [...html.matchAll(new RegExp(`<h${level}\\b[^>]*>(.*?)</h${level}>`, "gs"))].map((match) =>
    textOf(match[1]!),
  );

describe("a page's preview", () => {
  for (const page of editablePages)
    it(`draws the whole ${page.name} page in each language, from its copy`, () => {
      for (const lang of languages) {
        const copy = parseCopy(page.copy, lang, fs.readFileSync(`${page.copy.dir}/${lang}.yml`, "utf8"));
        const { hero, intro } = copy as { hero?: { title: string }; intro?: { title: string } };
        const html = pageMarkup(page.name, lang, copy, people);
        expect(headings(html, 1), lang).toEqual([(hero ?? intro)!.title]);
        // Its sections, down to the last: the closing call to action, or the contact page's next steps.
        const { cta, expect: next } = copy as { cta?: { title: string }; expect?: { title: string } };
        expect(headings(html, 2).at(-1), lang).toBe((cta ?? next)!.title);
        expect(html, lang).toContain(`href="${lang === "en" ? "" : `/${lang}`}/book`);
      }
    });

  it("says who is missing when the copy names someone not on the site", () => {
    const contact = editablePages.find((page) => page.name === "contact")!;
    const copy = parseCopy(contact.copy, "en", fs.readFileSync(`${contact.copy.dir}/en.yml`, "utf8")) as {
      answers: object;
    };
    const withNewcomer = { ...copy, answers: { ...copy.answers, person: "ana-souza" } };
    expect(() => pageMarkup("contact", "en", withNewcomer, people)).toThrow(
      "No app/content/people/ana-souza.yaml (named by the content)",
    );
  });
});
