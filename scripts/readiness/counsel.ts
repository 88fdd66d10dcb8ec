import type { Item } from "./items";

/**
 * The open items of `docs/privacy-coverage.md`'s section "What the firm confirms": each is a task,
 * `- [ ]` until counsel (or the firm) confirms it, `- [x]` after. An item with no box is listed too,
 * so that a new one cannot go unconfirmed unnoticed.
 */
export const coverageFile = "docs/privacy-coverage.md";
const heading = "## What the firm confirms";

export function counselItems(coverage: string): Item[] {
  const lines = coverage.split("\n");
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start < 0)
    return [
      {
        category: "counsel",
        what: `${coverageFile} has no section "${heading.slice(3)}": the confirmations cannot be read.`,
        where: coverageFile,
        replace: `the section "${heading.slice(3)}", one task per confirmation ("- [ ]" open, "- [x]" confirmed)`,
      },
    ];
  const items: Item[] = [];
  for (let index = start + 1; index < lines.length; index++) {
    const line = lines[index]!;
    if (line.startsWith("## ")) break;
    const item = /^- (?:\[([ xX])\] )?(.*)$/.exec(line);
    if (!item || item[1]?.toLowerCase() === "x") continue;
    items.push({
      category: "counsel",
      what: `${title(item[2]!)}: ${item[1] === undefined ? "has no box to tick" : "not confirmed yet"}.`,
      where: `${coverageFile}, line ${index + 1}`,
      replace: `counsel's written confirmation (or the firm's own choice, the notice changed to match); then tick its box: "- [x]"`,
    });
  }
  return items;
}

/** `**F2, the officer's title.** Default: …` → `F2, the officer's title`; a plain item, its first words. */
function title(text: string): string {
  const bold = /^\*\*(.+?)\.?\*\*/.exec(text);
  const words = (bold ? bold[1]! : text.split(/ \(|;|:/)[0]!).replace(/[.;,]+$/, "");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
