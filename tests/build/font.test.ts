import fs from "node:fs";
import path from "node:path";
import fontverter from "fontverter";
import { Blob, Face } from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import { localizedPagePathsOnDisk } from "../../app/pages";
import { subsetCodePoints, subsetFile, subsetUnicodeRange } from "../../scripts/assets/font-subset";

const localizedPagePaths = localizedPagePathsOnDisk();

/**
 * The web font is a subset of Inter (`npm run font`): it must draw every character of every built
 * page, and the stylesheet must claim exactly what it holds, or the browser would download the
 * latin-ext file, or draw a character in the fallback, on a page that needs neither.
 */
const clientDir = path.join(process.env.E2E_BUILD_DIR ?? "build", "client");

async function fontCodePoints(file: string) {
  const sfnt = await fontverter.convert(fs.readFileSync(file), "sfnt");
  const face = new Face(new Blob(sfnt), 0);
  return { codePoints: new Set(face.collectUnicodes()), axes: face.getAxisInfos() };
}

/** Every character a reader can see on a page: its text, its title, its attributes. */
function pageCharacters(html: string): Set<string> {
  const text = html
    .replace(/<script\b[\s\S]*?<\/script>/g, " ")
    .replace(/<style\b[\s\S]*?<\/style>/g, " ")
    .replace(
      /<[^>]+>/g,
      (tag) =>
        ` ${[...tag.matchAll(/(?:alt|placeholder|aria-label|title|value)="([^"]*)"/g)].map(([, value]) => value).join(" ")} `,
    )
    .replace(/&#x([\da-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
  return new Set([...text].filter((character) => !/[\s\u00ad]/.test(character) || character === "\u00a0"));
}

describe("the web font subset", () => {
  it("holds exactly the characters it is made of, with Inter's weight axis", async () => {
    const { codePoints, axes } = await fontCodePoints(subsetFile);
    expect([...codePoints].sort((a, b) => a - b)).toEqual(subsetCodePoints);
    expect(axes.wght).toMatchObject({ min: 100, max: 900 });
  });

  it("is what the stylesheet's unicode-range says", () => {
    const css = fs.readFileSync("app/styles/app.css", "utf8").replace(/\s+/g, " ");
    expect(css).toContain(
      `src: url("./fonts/inter-latin-wght.woff2") format("woff2"); unicode-range: ${subsetUnicodeRange};`,
    );
  });

  it.each(localizedPagePaths)("draws every character of %s", (urlPath) => {
    const html = fs.readFileSync(path.join(clientDir, urlPath, "index.html"), "utf8");
    const drawn = new Set(subsetCodePoints);
    // The one character Inter has not: French's narrow no-break space, drawn by the fallback. And
    // the characters nothing draws (the word joiner that keeps au-delà whole): Chromium sets them in
    // the page's font with no fallback (seen with CSS.getPlatformFontsForNode).
    const missing = [...pageCharacters(html)].filter(
      (character) =>
        character !== "\u202f" &&
        !/\p{Default_Ignorable_Code_Point}/u.test(character) &&
        !drawn.has(character.codePointAt(0)!),
    );
    expect(missing, `characters of ${urlPath} outside the font`).toEqual([]);
  });
});
