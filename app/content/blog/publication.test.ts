import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { languages } from "~/i18n/locales";
import { articleIdsOnDisk, postsDir } from "./article-ids.node";
import { latestDate, publicationNow, publishedOnly } from "./publication";

const now = new Date("2027-03-10T08:00:00Z");

describe("which articles are on the site", () => {
  it("leaves out drafts and those dated after the build's day, which a later build puts in", () => {
    const articles = [
      { id: "due-today", date: "2027-03-10", draft: false },
      { id: "next-week", date: "2027-03-17", draft: false },
      { id: "draft", date: "2027-01-05", draft: true },
      { id: "old", date: "2024-12-20", draft: false },
    ];
    expect(publishedOnly(articles, now).map(({ id }) => id)).toEqual(["due-today", "old"]);
    expect(publishedOnly(articles, new Date("2027-03-17T00:00:00Z")).map(({ id }) => id)).toEqual([
      "due-today",
      "next-week",
      "old",
    ]);
  });

  it("schedules at most a year ahead", () => {
    expect(latestDate(now)).toBe("2028-03-10");
  });

  it("reads the build's clock from CONTENT_NOW, and refuses one that is not a time", () => {
    expect(publicationNow({ CONTENT_NOW: "2027-03-10" }).toISOString()).toBe("2027-03-10T00:00:00.000Z");
    expect(Math.abs(publicationNow({}).getTime() - Date.now())).toBeLessThan(1000);
    expect(() => publicationNow({ CONTENT_NOW: "next week" })).toThrow(/^CONTENT_NOW=next week: not a date/);
  });
});

describe("the articles' ids the build prerenders", () => {
  let root: string | undefined;
  afterEach(() => root && fs.rmSync(root, { recursive: true, force: true }));

  it("are those of the articles on the site: written in every language, no draft, due", () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "publication-"));
    fs.mkdirSync(path.join(root, postsDir), { recursive: true });
    const write = (id: string, date: string, drafts: string[] = [], missing: string[] = []) => {
      for (const lang of languages.filter((one) => !missing.includes(one)))
        fs.writeFileSync(
          path.join(root!, postsDir, `${id}.${lang}.md`),
          `---\n${lang === "en" ? `date: ${date}\n` : ""}draft: ${drafts.includes(lang)}\ntitle: "T"\n---\n\nBody.\n`,
        );
    };
    write("live", "2027-03-01");
    write("scheduled", "2027-03-11");
    write("french-draft", "2027-03-01", ["fr"]);
    write("unwritten", "2027-03-01", [], ["pt"]);
    expect(articleIdsOnDisk(root, now)).toEqual(["live"]);
    expect(articleIdsOnDisk(root, new Date("2027-03-11T06:00:00Z"))).toEqual(["live", "scheduled"]);
  });
});
