/**
 * `npm run wordmark`: draws the firm's wordmark from its short name (`site.shortName`) and writes
 * `app/config/wordmark.ts` (the outlines every page, the social cards and the favicon use) and
 * `public/favicon.svg`. Run it after changing the name; commit the result.
 *
 * The mark: the name set in Inter at weight 660, spaced 2% tighter than the font, as outlines (so
 * that it is the same drawing before and after the web font loads, in every browser), ending on a
 * teal square full stop: the firm's one graphic device, which the emails, which show no image,
 * draw with text and a coloured box (`app/emails/layout.tsx`). The favicon is the initial
 * and the same square on a navy tile.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import fontverter from "fontverter";
import { format } from "prettier";
import { Blob, Buffer, Face, Font, shape, Variation } from "harfbuzzjs";
import { site } from "../../app/config/site";

const require = createRequire(import.meta.url);
const weight = 660;
const tracking = -0.02;
/** The full stop: a square of this many font units, this far after the last letter. */
const stop = { size: 310, gap: 110 };
/** The output's unit: a font unit of a 2048-unit em divided by this (cap height about 93 units). */
const unit = 16;

const sfnt = await fontverter.convert(
  fs.readFileSync(require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2")),
  "sfnt",
);
const face = new Face(new Blob(sfnt), 0);
const em = face.upem;
const font = new Font(face);
font.setVariations([new Variation("wght", weight)]);

/**
 * The text's outlines as one SVG path, baseline at `baseline`, y downwards, in output units: points
 * rounded to whole units (a fifth of a pixel at the header's size), written relative to the one
 * before, which a page carries in about 440 bytes compressed.
 */
function outline(text: string, baseline: number): { d: string; width: number } {
  const buffer = new Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  const infos = buffer.getGlyphInfos();
  // The first letter's ink starts at 0: the mark lines up with the text beside and under it.
  let x = -(font.glyphExtents(infos[0]!.codepoint)?.xBearing ?? 0);
  let pen = { x: 0, y: 0 };
  let start = pen;
  const parts = infos.map((info, index) => {
    const part = font
      .glyphToJson(info.codepoint)
      .map(({ type, values }) => {
        if (type === "Z") {
          pen = start;
          return "z";
        }
        const points: { x: number; y: number }[] = [];
        for (let at = 0; at < values.length; at += 2)
          points.push({
            x: Math.round((x + values[at]!) / unit),
            y: Math.round(baseline - values[at + 1]! / unit),
          });
        const relative = points.map((point) => `${point.x - pen.x} ${point.y - pen.y}`).join(" ");
        pen = points.at(-1)!;
        if (type === "M") start = pen;
        return type.toLowerCase() + relative.replace(/ -/g, "-");
      })
      .join("");
    x += positions[index]!.xAdvance + tracking * em;
    return part;
  });
  // The advance of the last letter, without the tracking after it.
  return { d: parts.join(""), width: (x - tracking * em) / unit };
}

const capHeight = Math.round(1490 / unit);
const letters = outline(site.shortName, capHeight);
const square = Math.round(stop.size / unit);
const squareX = Math.round(letters.width + stop.gap / unit);
const wordmark = {
  width: squareX + square,
  height: capHeight,
  letters: letters.d,
  stop: { x: squareX, y: capHeight - square, size: square },
};

const wordmarkFile = "app/config/wordmark.ts";
fs.writeFileSync(
  wordmarkFile,
  await format(
    `/**
 * The wordmark's outlines: ${site.shortName} in Inter ${weight}, ending on a square full stop. Written by
 * \`npm run wordmark\` (\`scripts/wordmark.ts\`) from \`site.shortName\`; do not edit by hand.
 */
export const wordmark = ${JSON.stringify(wordmark)};
`,
    { filepath: wordmarkFile, printWidth: 110 },
  ),
);

// The favicon: the initial and the square, white and teal on a navy tile of 64 units.
const initial = outline(site.shortName.charAt(0), 0);
const scale = 0.42;
const markWidth = (initial.width + stop.gap / unit + square) * scale;
const left = (64 - markWidth) / 2;
const top = 32 + (capHeight * scale) / 2;
const round = (value: number) => Math.round(value * 100) / 100;
fs.writeFileSync(
  "public/favicon.svg",
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0e1f3d"/><g transform="translate(${round(left)} ${round(top)}) scale(${scale})"><path fill="#fff" d="${initial.d}"/><rect x="${round(initial.width + stop.gap / unit)}" y="${-square}" width="${square}" height="${square}" fill="#2dc4ae"/></g></svg>\n`,
);
console.log(`wordmark: ${wordmark.width}x${wordmark.height} units, ${letters.d.length} characters of path`);
