/**
 * `npm run font`: writes `app/styles/fonts/inter-latin-wght.woff2`, the part of Inter (variable
 * weight axis kept) that the site's four languages use, from `@fontsource-variable/inter`'s latin
 * file. Run it after upgrading that package or adding a character to `characters`; commit the
 * result. `tests/build/font.test.ts` checks that every character of every built page is in it and
 * that the stylesheet's `unicode-range` says exactly what it holds.
 *
 * Only the characters below and the glyphs they map to are kept: the alternates reached through
 * Inter's optional OpenType features (stylistic sets, tabular and case-sensitive forms), which the
 * site never turns on, are dropped. 48 KB becomes about 31 KB.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

/**
 * Basic Latin, Latin-1 (every accent of pt, es and fr) and the punctuation our copy uses: only
 * characters Inter's latin file draws. It has no narrow no-break space (U+202F, French
 * typography): the browser takes that one space from the fallback, as it did before the subset.
 */
const ranges: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xac], // the soft hyphen (U+00AD) is never drawn
  [0xae, 0xff],
  [0x152, 0x153], // Œ œ
  [0x2009, 0x2009], // thin space
  [0x2013, 0x2014], // – —
  [0x2018, 0x201a], // ‘ ’ ‚
  [0x201c, 0x201e], // “ ” „
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x2039, 0x203a], // ‹ ›
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2191, 0x2191], // ↑
  [0x2193, 0x2193], // ↓
  [0x2212, 0x2212], // −
];

export const subsetCodePoints = ranges.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index),
);

/** The `unicode-range` of the subset's `@font-face` in `app/styles/app.css`. */
export const subsetUnicodeRange = ranges
  .map(([from, to]) => {
    const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, "0");
    return from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`;
  })
  .join(", ");

export const subsetFile = "app/styles/fonts/inter-latin-wght.woff2";

if (process.argv[1]?.endsWith("font-subset.js")) {
  const require = createRequire(import.meta.url);
  const source = fs.readFileSync(
    require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"),
  );
  const subset = await subsetFont(source, String.fromCodePoint(...subsetCodePoints), {
    targetFormat: "woff2",
    noLayoutClosure: true,
  });
  fs.writeFileSync(subsetFile, subset);
  console.log(
    `${subsetFile}: ${subset.length} bytes (from ${source.length}); unicode-range: ${subsetUnicodeRange}`,
  );
}
