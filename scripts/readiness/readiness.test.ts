import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { scratchCopy, type ScratchCopy } from "../../tests/support/scratch-copy";
import { categories, type Category } from "./items";
import { maxArticleAgeDays } from "./placeholders";

/** `npm run readiness` as the firm runs it, from a clone with no build. */
function readiness(cwd: string, ...args: string[]) {
  const run = spawnSync(process.execPath, ["scripts/run.mjs", "scripts/readiness/readiness.ts", ...args], {
    cwd,
    encoding: "utf8",
  });
  return { code: run.status, output: run.stdout + run.stderr };
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The kinds the repository lists as it ships. site.ts's examples change only with a developer's commit;
 * what editors change in /admin (portraits, articles) and counsel's boxes are read here from the raw
 * files, so that a publish which supplies the last portrait does not fail this test.
 */
function kindsLeft(root: string) {
  const files = (dir: string, ending: string) =>
    fs
      .readdirSync(path.join(root, dir))
      .filter((file) => file.endsWith(ending))
      .map((file) => fs.readFileSync(path.join(root, dir, file), "utf8"));
  const newest = files("app/content/blog/posts", ".en.md")
    .map((text) => /^date: (\S+)$/m.exec(text)![1]!)
    .sort()
    .at(-1)!;
  const left = {
    phones: true,
    offices: true,
    portraits: files("app/content/people", ".yaml").some((text) => !/^portrait: /m.test(text)),
    privacy: true,
    processors: true,
    articles: Date.parse(today()) - Date.parse(newest) > maxArticleAgeDays * 24 * 60 * 60 * 1000,
    counsel: fs.readFileSync(path.join(root, "docs/privacy-coverage.md"), "utf8").includes("\n- [ ] "),
  } satisfies Record<Category, boolean>;
  return Object.entries(categories)
    .filter(([kind]) => left[kind as Category])
    .map(([, heading]) => heading);
}

describe("npm run readiness", () => {
  it("on the repository as it ships, lists every kind of placeholder left and fails", () => {
    const { code, output } = readiness(process.cwd());
    expect(code).toBe(1);
    const headings = output.split("\n").filter((line) => /^\S/.test(line));
    expect(headings.slice(1)).toEqual(kindsLeft(process.cwd()));
  });

  let copy: ScratchCopy | undefined;
  afterAll(() => copy?.remove());

  it("on a copy where the firm has supplied everything, lists nothing and passes", () => {
    copy = scratchCopy("readiness");
    const { dir } = copy;
    const read = (file: string) => fs.readFileSync(path.join(dir, file), "utf8");
    fs.renameSync(path.join(dir, "app/config/site.ts"), path.join(dir, "app/config/site-example.ts"));
    const people = fs.readdirSync(path.join(dir, "app/content/people")).filter((f) => f.endsWith(".yaml"));
    const posts = "app/content/blog/posts";
    const [first] = fs.readdirSync(path.join(dir, posts)).filter((file) => file.endsWith(".en.md"));
    const article = (lang: string) =>
      read(`${posts}/${first!.replace(".en.md", `.${lang}.md`)}`)
        .replace(/^id: .*$/m, "id: launch-news")
        .replace(/^date: .*$/m, `date: ${today()}`);
    copy.write({
      // The firm's facts, and nothing left marked as an example.
      "app/config/site.ts": [
        'import { site as example } from "./site-example";',
        'import { filledIn } from "../../scripts/readiness/filled-in";',
        'export * from "./site-example";',
        "export const site = filledIn(example);",
        "export const stillToSupply = [];",
      ].join("\n"),
      ...Object.fromEntries(
        people.map((file) => {
          const text = read(`app/content/people/${file}`);
          const portrait = `portrait: /images/people/${file.replace(".yaml", ".jpg")}\n`;
          return [`app/content/people/${file}`, /^portrait: /m.test(text) ? text : `${text}\n${portrait}`];
        }),
      ),
      ...Object.fromEntries(
        ["en", "pt", "es", "fr"].map((lang) => [`${posts}/launch-news.${lang}.md`, article(lang)]),
      ),
      "docs/privacy-coverage.md": read("docs/privacy-coverage.md").replaceAll("- [ ] ", "- [x] "),
    });
    const { code, output } = readiness(dir);
    expect(output).toMatch(/^Ready for launch on \d{4}-\d{2}-\d{2}: nothing left to supply\.\n$/);
    expect(code).toBe(0);
  });
});
