/**
 * What pasting from Word (or a web page) into the editor leaves in the Markdown, turned into the
 * Markdown it stands for where that is certain, and refused with what to do where it is not:
 * - Word's bullets, a "·" (or "•", "▪", "◦") and no-break spaces starting a line: a list item;
 * - a table whose rows came without the line under its headings (`| a | b |` rows, one per line,
 *   each with as many cells): the first row becomes its headings;
 * - a table flattened to a paragraph of pipes: refused (its rows cannot be told apart);
 * - a footnote link (`[[1]](#_ftn1)`: Word's notes stay in Word): refused.
 */
export interface Cleaned {
  markdown: string;
  /** Where the cleaning added a line (offsets in `markdown`): an error's line is the editor's. */
  addedLines: number[];
}

const wordBullet = /^([ \t]*)[·•▪◦](?:[ \t\u00a0]|&nbsp;)+/gm;
const pipeRow = /^\|.*\|[ \t]*$/;
const separatorRow = /^\|(?:[ \t]*:?-+:?[ \t]*\|)+[ \t]*$/;
const cells = (row: string) => row.trim().slice(1, -1).split("|").length;

function withTableHeadings(markdown: string): Cleaned {
  const lines = markdown.split("\n");
  const out: string[] = [];
  const addedLines: number[] = [];
  let offset = 0;
  const push = (line: string) => {
    out.push(line);
    offset += line.length + 1;
  };
  for (let i = 0; i < lines.length; i++) {
    const block: string[] = [];
    while (i + block.length < lines.length && pipeRow.test(lines[i + block.length]!))
      block.push(lines[i + block.length]!);
    const startsBlock = i === 0 || !pipeRow.test(lines[i - 1]!);
    const headless =
      startsBlock &&
      block.length >= 2 &&
      !block.some((row) => separatorRow.test(row)) &&
      block.every((row) => cells(row) === cells(block[0]!));
    if (!headless) {
      push(lines[i]!);
      continue;
    }
    push(block[0]!);
    addedLines.push(offset);
    push(`|${" --- |".repeat(cells(block[0]!))}`);
    for (const row of block.slice(1)) push(row);
    i += block.length - 1;
  }
  return { markdown: out.join("\n"), addedLines };
}

/** `markdown` with Word's bullets and headless tables made Markdown. */
export function cleanPasted(markdown: string): Cleaned {
  return withTableHeadings(markdown.replace(wordBullet, "$1- "));
}

const footnote = /^#(?:_ftn|_ftnref|_edn|_ednref|ftnt|ftnt_ref|cmnt)\d+$/i;

/** What pasting left that cannot be made right: a Word footnote link, a table flattened to pipes. */
export type PastedArtefact = { kind: "footnote"; sample: string } | { kind: "flatTable" };

/** The artefact pasting left in `token`'s place, or nothing (`admin/checks.ts` words it for the editor). */
export function pastedArtefact(token: {
  type: string;
  raw: string;
  href?: string;
}): PastedArtefact | undefined {
  if (token.type === "link" && token.href && footnote.test(token.href))
    return { kind: "footnote", sample: token.raw.slice(0, 30) };
  if (token.type === "paragraph" && token.raw.trimStart().startsWith("|")) return { kind: "flatTable" };
  return undefined;
}

/** Why the build refuses what pasting left in `token`'s place, or nothing. */
export function pastedRefusal(token: { type: string; raw: string; href?: string }): string | undefined {
  const found = pastedArtefact(token);
  if (found?.kind === "footnote")
    return `a footnote link pasted from Word (${found.sample}) leads nowhere on the site: write the note in the text, or in a last paragraph, without the link`;
  if (found?.kind === "flatTable")
    return "a table that lost its rows (a paragraph of | pipes): write one row per line, the headings first, as | Name | Role |";
  return undefined;
}
