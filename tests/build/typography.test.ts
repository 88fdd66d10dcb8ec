import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { people } from "../../app/content/people/index.server";
import { localizedPagePathsOnDisk } from "../../app/pages";

const localizedPagePaths = localizedPagePathsOnDisk();

/**
 * French typography on every built French page, as a reader sees it (the text of the HTML, the
 * title and the description included): a no-break space before the high punctuation `: ; ! ?` and
 * inside « », never an ordinary one (it lets the mark wrap onto the next line), and no ordinary
 * space inside a number, before `%`, or between a number and its unit or month ("24 heures",
 * "15 janvier"). And headings in Portuguese and Spanish in sentence case, as
 * those languages write them (English Title Case is the mistake a translation makes).
 */
const clientDir = path.join(process.env.E2E_BUILD_DIR ?? "build", "client");

/** What a reader sees of a page: its text, and the title and description a search result shows. */
function readableText(html: string): string {
  const head = [
    /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "",
    /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "",
  ];
  const body = html
    .replace(/<script\b[\s\S]*?<\/script>/g, " ")
    .replace(/<style\b[\s\S]*?<\/style>/g, " ")
    .replace(/<head>[\s\S]*?<\/head>/, " ")
    .replace(/<[^>]+>/g, "\n");
  return [...head, body]
    .join("\n")
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

const rules: [string, RegExp][] = [
  ["an ordinary space before : ; ! ?", /\S( [:;!?])(?=\s|$)/gm],
  ["an ordinary space inside « »", /(« | »)/g],
  ["an ordinary space inside a number", /\d( )\d{3}\b/g],
  ["an ordinary space before %", /\d( %)/g],
  [
    "an ordinary space between a number and its unit or month",
    /\d( )(?:heures?|jours?|semaines?|mois|ans|années?|minutes?|ms|millions?|milliards?|fois|points?|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)(?![\p{L}])/gu,
  ],
];

describe("French typography", () => {
  const frenchPages = localizedPagePaths.filter((urlPath) => urlPath === "/fr" || urlPath.startsWith("/fr/"));

  it("covers every French page", () => {
    expect(frenchPages.length).toBe(localizedPagePaths.length / 4);
  });

  it.each(frenchPages)("%s has no ordinary space where French wants a no-break one", (urlPath) => {
    const html = fs.readFileSync(path.join(clientDir, urlPath, "index.html"), "utf8");
    const text = readableText(html);
    const problems: string[] = [];
    for (const [name, pattern] of rules) {
      for (const match of text.matchAll(pattern)) {
        const at = match.index;
        problems.push(`${name}: "…${text.slice(Math.max(0, at - 30), at + 12).replace(/\n/g, " ")}…"`);
      }
    }
    expect(problems).toEqual([]);
  });
});

/**
 * Words a heading may capitalize anywhere: names of the firm, places, methods and products, and the
 * names of the firm's people (`content/people/`).
 */
const properNames = new Set(
  [
    "Innova Consulting Lean Six Sigma Kaizen Power Google Cloud Azure Salesforce Microsoft ChatGPT Série Serie Brasil México Canadá Orlando Vancouver São Paulo Flórida Florida América Europa Américas",
    // The places the privacy notice covers, in its headings: Europe's and the UK's names in two words.
    "União Unión Europeia Europea Espaço Espacio Econômico Económico Europeu Europeo Reino Unido Colúmbia Columbia Britânica Británica Quebec Califórnia California Colômbia Colombia Argentina",
  ]
    .join(" ")
    .split(" ")
    .concat(people.flatMap((person) => person.name.split(/\s+/))),
);

describe("Sentence case headings in pt and es", () => {
  const pages = localizedPagePaths.filter((urlPath) => /^\/(pt|es)(\/|$)/.test(urlPath));

  it.each(pages)("%s writes its headings in sentence case", (urlPath) => {
    const html = fs.readFileSync(path.join(clientDir, urlPath, "index.html"), "utf8");
    const headings = [...html.matchAll(/<h[1-4][^>]*>([\s\S]*?)<\/h[1-4]>/g)].map((match) =>
      match[1]!
        .replace(/<[^>]+>/g, "")
        .replace(/&#x27;|&#39;/g, "'")
        .trim(),
    );
    const titleCase = headings.filter((heading) => {
      // The first word, after any "1." numbering, is capitalized in every language.
      const words = heading.replace(/^\d+\.\s*/, "").match(/[\p{L}]+/gu) ?? [];
      return words
        .slice(1)
        .some((word) => word.length > 1 && /^\p{Lu}\p{Ll}+$/u.test(word) && !properNames.has(word));
    });
    expect(titleCase).toEqual([]);
  });
});

/**
 * Acronyms keep their capitals in every language: a sentence-case pass must not turn "IA" into "ia".
 * "ia" is only checked in Spanish and French (in Portuguese it is a form of "ir").
 */
describe("Acronyms in pt, es and fr", () => {
  const written = (lang: string) =>
    ["IA", "ERP", "CRM", "KPI", "KPIs", "OKR", "API", "EBITDA", "SaaS", "B2B", "RPA", "CFO"].filter(
      (acronym) => !(lang === "pt" && acronym === "IA"),
    );
  const pages = localizedPagePaths.filter((urlPath) => /^\/(pt|es|fr)(\/|$)/.test(urlPath));

  it.each(pages)("%s writes its acronyms in capitals", (urlPath) => {
    const lang = urlPath.slice(1, 3);
    const text = readableText(fs.readFileSync(path.join(clientDir, urlPath, "index.html"), "utf8"));
    const miswritten = written(lang).flatMap((acronym) =>
      [...text.matchAll(new RegExp(`(?<![\\p{L}\\d])${acronym}(?![\\p{L}\\d])`, "giu"))]
        .map((match) => match[0])
        .filter((word) => word !== acronym),
    );
    expect(miswritten).toEqual([]);
  });
});
