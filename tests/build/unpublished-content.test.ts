import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { languages } from "../../app/i18n/locales";
import { scratchCopy, type ScratchCopy } from "../support/scratch-copy";
import { filesUnder, readAsServed } from "../support/served-files";

/**
 * A draft, or an article dated after the build's day, is nowhere a visitor or a crawler can reach:
 * not on the blog or its pages, the sitemap, the feeds, the newsletter's articles or `/admin`'s
 * script. The build of a copy with the clock fixed (`CONTENT_NOW`) shows it, with an article due
 * that day, which is everywhere an article is, and a person marked as a draft, who is not on About.
 */
const day = "2027-03-10";
const posts = "app/content/blog/posts";
let copy: ScratchCopy;
let result: { code: number; output: string };

/** An article's four files; `drafts`: its languages marked draft; `missing`: those not written. */
function article(id: string, date: string, title: string, drafts: string[] = [], missing: string[] = []) {
  return Object.fromEntries(
    languages
      .filter((lang) => !missing.includes(lang))
      .map((lang) => {
        const facts = `id: "${id}"\ndate: "${date}"\ncategory: "automation"\nauthor: "claire-dubois"\nimage: "/images/blog/1.svg"\n`;
        const draft = drafts.includes(lang) ? "draft: true\n" : "";
        return [
          `${posts}/${id}.${lang}.md`,
          `---\n${lang === "en" ? facts : ""}${draft}title: "${title} ${lang}"\nexcerpt: "What ${title} taught us about the way warehouses plan their stock."\n---\n\nA paragraph about ${title}.\n`,
        ];
      }),
  );
}

const shown = "Robotic picking at scale";
const hidden = {
  scheduled: "Quarterly planning with seasonal buffers",
  frenchDraft: "Vendor consolidation without regrets",
  halfWritten: "Procurement dashboards that people open",
};

beforeAll(async () => {
  copy = scratchCopy("unpublished-content");
  copy.write({
    ...article("robotic-picking", day, shown),
    ...article("seasonal-buffers", "2027-03-17", hidden.scheduled),
    ...article("vendor-consolidation", "2027-03-01", hidden.frenchDraft, ["fr"]),
    ...article("procurement-dashboards", "2027-03-02", hidden.halfWritten, ["en"], ["pt", "es"]),
    "app/content/people/ana-souza.yaml": `name: "Ana Souza"\ndraft: true\npartner: true\norder: 6\nrole:\n  en: "Partner"\n  pt: "Sócia"\n  es: "Socia"\n  fr: "Associée"\nbio:\n  en: "Leads operations."\n  pt: "Lidera operações."\n  es: "Dirige operaciones."\n  fr: "Dirige les opérations."\n`,
  });
  result = await copy.build({ CONTENT_NOW: `${day}T06:00:00Z` });
}, 900_000);
afterAll(() => copy.remove());

describe("a build with drafts and an article scheduled for next week", () => {
  it("publishes the article due today everywhere an article is", () => {
    expect(result.code, result.output).toBe(0);
    const client = path.join(copy.dir, "build/client");
    for (const file of ["sitemap.xml", "blog/rss.xml", "fr/blog/rss.xml", "blog/index.html"])
      expect(fs.readFileSync(path.join(client, file), "utf8"), file).toContain("robotic-picking");
    expect(fs.existsSync(path.join(client, "pt/blog/robotic-picking/index.html"))).toBe(true);
    expect(fs.readFileSync(path.join(copy.dir, "build/newsletter.json"), "utf8")).toContain(shown);
  });

  it("has no word or address of a draft or of what is not yet due in any file a visitor can fetch", () => {
    const client = path.join(copy.dir, "build/client");
    const needles = [
      ...Object.values(hidden),
      "seasonal-buffers",
      "vendor-consolidation",
      "procurement-dashboards",
      "Ana Souza",
    ];
    const found = filesUnder(client).flatMap((file) => {
      const text = readAsServed(file);
      return needles.filter((needle) => text.includes(needle)).map((needle) => `${file}: ${needle}`);
    });
    expect(found).toEqual([]);
    const newsletter = fs.readFileSync(path.join(copy.dir, "build/newsletter.json"), "utf8");
    for (const title of Object.values(hidden)) expect(newsletter).not.toContain(title);
  });
});
