import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { languages } from "~/i18n/locales";
import { readIssueFiles } from "./issues.server";

let dir = "";
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** An issue's four files in a fresh folder, the French editorial being `frenchEditorial`. */
function issueWith(frenchEditorial: string) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "issues-"));
  for (const lang of languages)
    fs.writeFileSync(
      path.join(dir, `2027-01.${lang}.md`),
      `---\nsubject: "Janvier"\npreheader: "Ce mois-ci"\n---\n\nBonjour.\n\n${lang === "fr" ? frenchEditorial : "Hello."}\n`,
    );
  return () => readIssueFiles(dir, []);
}

describe("an issue's editorial", () => {
  it("keeps links to the site, the web, an address and a phone", () => {
    const read = issueWith(
      "[Contact](/contact), [ERP](https://example.com/erp), [écrire](mailto:a@example.com).",
    );
    expect(read()[0]!.versions.fr!.editorial).toContain("[Contact](/contact)");
  });

  it.each([
    ["[ici](javascript:alert(1))", "a link to javascript:alert(1)"],
    ["[ici](vbscript:msgbox(1))", "a link to vbscript:msgbox(1)"],
    ["[ici](data:text/html,hi)", "a link to data:text/html,hi"],
    ["![](https://evil.example/pixel.gif)", "an image from https://evil.example/pixel.gif"],
  ])("refuses %s, naming the file and the line", (markdown, reason) => {
    const read = issueWith(markdown);
    expect(read).toThrow(`${path.join(dir, "2027-01.fr.md")}: line 8: ${reason}`);
  });
});

describe("an issue with a language in draft", () => {
  it("is checked, and left out of what the server proofs and sends", () => {
    const read = issueWith("Bientôt.");
    expect(read()).toHaveLength(1);
    const french = path.join(dir, "2027-01.fr.md");
    const draft = fs.readFileSync(french, "utf8").replace("---\n", "---\ndraft: true\n");
    fs.writeFileSync(french, draft);
    expect(read()).toEqual([]);
    fs.writeFileSync(french, draft.replace("Bientôt.", "[ici](javascript:alert(1))"));
    expect(read).toThrow(`${french}: line 9: a link to javascript:alert(1)`);
  });
});
