import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scratchCopy, type ScratchCopy } from "../support/scratch-copy";

/**
 * An editor's mistake never reaches the site: `npm run build`, run on a copy of the repository with
 * the mistake in it as a push would bring it, stops before building anything, with one line that
 * names the file and the field. (A correct article, written through `/admin`, is built and read on
 * the site by `tests/e2e/admin.spec.ts`.)
 */
let copy: ScratchCopy;
const posts = "app/content/blog/posts";
const english = (front: string) => `---\n${front}\n---\n\nA paragraph.\n`;
const valid = {
  id: "remote-teams-that-work",
  date: "2026-11-20",
  category: "change-management",
  author: "claire-dubois",
  image: "/images/blog/1.svg",
  title: "Remote teams that work",
  excerpt: "What we learned.",
  coverAlt: "Four colleagues on a video call",
};
const frontMatter = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key}: "${value}"`)
    .join("\n");
const translation = `---\ntitle: "Un titre"\nexcerpt: "Un résumé."\ncoverAlt: "Quatre collègues en visio"\n---\n\nUn paragraphe.\n`;

/** The article in four languages, with `english` as its English file. */
const articleFiles = (englishFile: string) => ({
  [`${posts}/${valid.id}.en.md`]: englishFile,
  [`${posts}/${valid.id}.pt.md`]: translation,
  [`${posts}/${valid.id}.es.md`]: translation,
  [`${posts}/${valid.id}.fr.md`]: translation,
});

/** Builds the copy with `files` added, then takes them away again. */
async function buildWith(files: Record<string, string | Buffer>) {
  copy.write(files);
  try {
    return await copy.build();
  } finally {
    for (const file of Object.keys(files)) fs.rmSync(path.join(copy.dir, file), { force: true });
  }
}

/** The build failed with exactly one line saying what is wrong. */
function refused(result: { code: number; output: string }) {
  expect(result.code).not.toBe(0);
  const lines = result.output.split("\n").filter((line) => line.trim() && !line.startsWith("npm warn"));
  expect(lines, result.output).toHaveLength(1);
  return lines[0];
}

beforeAll(() => {
  copy = scratchCopy("content-mistakes");
});
afterAll(() => copy.remove());

describe("npm run build on an editor's mistake", { timeout: 60_000 }, () => {
  it("names the file and the field of a bad front-matter value", async () => {
    const line = refused(
      await buildWith(articleFiles(english(frontMatter({ ...valid, category: "marketing" })))),
    );
    expect(line).toMatch(
      new RegExp(`^content: ${posts}/${valid.id}\\.en\\.md: invalid front matter at "category": `),
    );
  });

  it("names a missing translation", async () => {
    const files = articleFiles(english(frontMatter(valid)));
    delete files[`${posts}/${valid.id}.pt.md`];
    const line = refused(await buildWith(files));
    expect(line).toBe(
      `content: ${posts}/${valid.id}.pt.md: missing (every article needs a version in each language; tick Draft to keep it off the site until then)`,
    );
  });

  it("names every mistake of a push, a line each, not the first only", async () => {
    const second = "second-article";
    const files: Record<string, string> = {
      ...articleFiles(english(frontMatter({ ...valid, category: "marketing" }))),
      [`${posts}/${second}.en.md`]: english(frontMatter({ ...valid, id: second })),
      [`${posts}/${second}.es.md`]: translation,
      [`${posts}/${second}.fr.md`]: translation,
    };
    const result = await buildWith(files);
    expect(result.code).not.toBe(0);
    const lines = result.output.split("\n").filter((line) => line.startsWith("content: "));
    expect(lines, result.output).toEqual([
      expect.stringMatching(
        new RegExp(`^content: ${posts}/${valid.id}\\.en\\.md: invalid front matter at "category": `),
      ),
      expect.stringMatching(new RegExp(`^content: ${posts}/${second}\\.pt\\.md: missing`)),
    ]);
  });

  it("names an id that is not the file's name, and front matter that is not YAML", async () => {
    let line = refused(await buildWith(articleFiles(english(frontMatter({ ...valid, id: "another-name" })))));
    expect(line).toContain(`${valid.id}.en.md: invalid front matter at "id"`);
    line = refused(await buildWith(articleFiles(english(`${frontMatter(valid)}\ntitle: Lessons: one`))));
    expect(line).toContain(`${valid.id}.en.md: the front matter is not valid YAML`);
  });

  it("names raw HTML in a body by its line, and a cover photo too small to use", async () => {
    let line = refused(
      await buildWith({
        ...articleFiles(english(frontMatter(valid))),
        [`${posts}/${valid.id}.fr.md`]: `${translation}\n<script>alert(1)</script>\n`,
      }),
    );
    expect(line).toMatch(
      new RegExp(`^content: ${posts}/${valid.id}\\.fr\\.md: line \\d+: HTML is not allowed`),
    );
    const small = await sharp({ create: { width: 800, height: 450, channels: 3, background: "#123" } })
      .jpeg()
      .toBuffer();
    line = refused(
      await buildWith({
        ...articleFiles(english(frontMatter({ ...valid, image: "/images/blog/small.jpg" }))),
        "public/images/blog/small.jpg": small,
      }),
    );
    expect(line).toContain("public/images/blog/small.jpg");
    expect(line).toContain("1200");
  });

  it("names a page's file and the field an editor left out", async () => {
    const file = "app/content/home/fr.yml";
    const original = fs.readFileSync(path.join(copy.dir, file), "utf8");
    copy.write({ [file]: original.replace(/^ {2}eyebrow: .*\n/m, "") });
    try {
      expect(refused(await copy.build())).toBe(`content: ${file}: invalid "hero.eyebrow": missing`);
    } finally {
      copy.write({ [file]: original });
    }
  });

  it("questions a date more than a year ahead of the build's day", async () => {
    copy.write(articleFiles(english(frontMatter({ ...valid, date: "2062-11-26" }))));
    try {
      const line = refused(await copy.build({ CONTENT_NOW: "2026-11-28" }));
      expect(line).toBe(
        `content: ${posts}/${valid.id}.en.md: invalid front matter at "date": 2062-11-26 is more than a year ahead: check the year (an article is scheduled at most a year ahead)`,
      );
    } finally {
      for (const file of Object.keys(articleFiles(""))) fs.rmSync(path.join(copy.dir, file), { force: true });
    }
  });

  it("refuses a cover photo that is another article's cover too (an upload that replaced it)", async () => {
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#357" } })
      .jpeg()
      .toBuffer();
    const other = Object.fromEntries(
      Object.entries(articleFiles(english(frontMatter({ ...valid, image: "/images/blog/cover.jpg" })))).map(
        ([file, text]) => [file.replace(valid.id, "team-offsite"), text.replace(valid.id, "team-offsite")],
      ),
    );
    const line = refused(
      await buildWith({
        ...articleFiles(english(frontMatter({ ...valid, image: "/images/blog/cover.jpg" }))),
        ...other,
        "public/images/blog/cover.jpg": photo,
      }),
    );
    expect(line).toMatch(
      /^content: app\/content\/blog\/posts\/[a-z-]+\.en\.md: invalid front matter at "image": \/images\/blog\/cover\.jpg is also the cover of [a-z-]+; upload this article's own photo, under another name$/,
    );
  });

  it("names what pasting from Word left that it cannot make Markdown, by its line", async () => {
    const line = refused(
      await buildWith({
        ...articleFiles(english(frontMatter(valid))),
        [`${posts}/${valid.id}.es.md`]: `${translation}\nComo dijimos[[1]](#_ftn1).\n`,
      }),
    );
    expect(line).toMatch(
      new RegExp(
        `^content: ${posts}/${valid.id}\\.es\\.md: line 9: a footnote link pasted from Word \\(\\[\\[1\\]\\]\\(#_ftn1\\)\\) leads nowhere on the site: `,
      ),
    );
  });

  it("names a newsletter issue's bad send time", async () => {
    const line = refused(
      await buildWith({
        "app/content/newsletter/2027-01.en.md": `---\nsubject: "January"\npreheader: "The month."\nsendAt: "next Tuesday"\n---\n\nHello.\n`,
      }),
    );
    expect(line).toMatch(/app\/content\/newsletter\/2027-01\.en\.md: invalid front matter at "sendAt": /);
  });

  it("names a person's missing translation, a portrait too small, and an author with no file", async () => {
    const people = "app/content/people";
    const person = (bio: string, portrait = "") =>
      `name: "Ana Souza"\n${portrait}partner: true\norder: 6\nrole:\n  en: "Partner"\n  pt: "Sócia"\n  es: "Socia"\n  fr: "Associée"\nbio:\n${bio}`;
    const bio = `  en: "Leads operations."\n  pt: "Lidera operações."\n  es: "Dirige operaciones."\n`;
    let line = refused(await buildWith({ [`${people}/ana-souza.yaml`]: person(bio) }));
    expect(line).toMatch(/^content: app\/content\/people\/ana-souza\.yaml: invalid "bio\.fr": /);

    const tiny = await sharp({ create: { width: 200, height: 250, channels: 3, background: "#964" } })
      .jpeg()
      .toBuffer();
    line = refused(
      await buildWith({
        [`${people}/ana-souza.yaml`]: person(
          `${bio}  fr: "Dirige les opérations."\n`,
          `portrait: "/images/people/ana-souza.jpg"\n`,
        ),
        "public/images/people/ana-souza.jpg": tiny,
      }),
    );
    expect(line).toBe(
      "content: public/images/people/ana-souza.jpg: 200×250 pixels; a portrait needs at least 320×320",
    );

    line = refused(await buildWith(articleFiles(english(frontMatter({ ...valid, author: "ana-souza" })))));
    expect(line).toBe(
      `content: ${posts}/${valid.id}.en.md: invalid front matter at "author": ana-souza is not among the People (no app/content/people/ana-souza.yaml: removed?): choose another author`,
    );

    // Someone not on the site yet cannot sign a published article.
    line = refused(
      await buildWith({
        [`${people}/ana-souza.yaml`]: `${person(`${bio}  fr: "Dirige les opérations."\n`)}draft: true\n`,
        ...articleFiles(english(frontMatter({ ...valid, author: "ana-souza" }))),
      }),
    );
    expect(line).toBe(
      `content: ${posts}/${valid.id}.en.md: invalid front matter at "author": Ana Souza is a draft in People: publish them first, or choose another author`,
    );
  });
});
