import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { localizedPagePathsOnDisk } from "../../app/pages";
import { passagesOf, titleCaseWords, wordUsage } from "../support/sentence-case";

const localizedPagePaths = localizedPagePathsOnDisk();

/**
 * French typography on every built French page, as a reader sees it (the text of the HTML, the
 * title and the description included): a no-break space before the high punctuation `: ; ! ?` and
 * inside « », one and never an ordinary one (it lets the mark wrap onto the next line), and no ordinary
 * space inside a number, before `%`, or between a number and its unit or month ("24 heures",
 * "15 janvier"). And headings in Portuguese and Spanish in sentence case, as
 * those languages write them (English Title Case is the mistake a translation makes), judged by the
 * language's own text, so that a place or a client an editor names is never a failure.
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
  // Counted, not only present: the build once set two narrow spaces inside « » typed with one.
  ["two no-break spaces inside « »", /(«[\u00a0\u202f]{2,}|[\u00a0\u202f]{2,}»)/g],
  ["two no-break spaces before : ; ! ?", /([\u00a0\u202f]{2,}[:;!?])/g],
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

describe("Sentence case headings in pt and es", () => {
  const pages = localizedPagePaths.filter((urlPath) => /^\/(pt|es)(\/|$)/.test(urlPath));
  const htmlOf = (urlPath: string) => fs.readFileSync(path.join(clientDir, urlPath, "index.html"), "utf8");
  // How each language writes its words, read from all its pages' running text (tests/support/sentence-case.ts).
  const usage = new Map(
    ["pt", "es"].map((lang) => [
      lang,
      wordUsage(
        pages
          .filter((urlPath) => urlPath.startsWith(`/${lang}`))
          .flatMap((urlPath) => passagesOf(htmlOf(urlPath))),
      ),
    ]),
  );

  it.each(pages)("%s writes its headings in sentence case", (urlPath) => {
    const headings = [...htmlOf(urlPath).matchAll(/<h[1-4][^>]*>([\s\S]*?)<\/h[1-4]>/g)].map((match) =>
      match[1]!
        .replace(/<[^>]+>/g, "")
        .replace(/&#x27;|&#39;/g, "'")
        .trim(),
    );
    const titleCase = headings.filter(
      (heading) => titleCaseWords(heading, usage.get(urlPath.slice(1, 3))!).length > 0,
    );
    expect(titleCase).toEqual([]);
  });
});

/** The rule itself, on the mistakes it is for and the names an editor writes. */
describe("the sentence case rule", () => {
  const usage = wordUsage([
    "Nossos serviços de consultoria ajudam um varejista de Lisboa a reduzir o estoque.",
    "Trabalhamos com a Natura e com o Mercado Livre em projetos de transformação digital.",
    "Um escritório novo: em Belo Horizonte, perto dos clientes. O horizonte é de dois anos.",
  ]);

  it("finds English Title Case", () => {
    expect(titleCaseWords("Nossos Serviços de Consultoria", usage)).toEqual(["Serviços", "Consultoria"]);
    expect(titleCaseWords("Transformação Digital em Projetos", usage)).toEqual(["Digital", "Projetos"]);
  });

  it("accepts places and clients, also when they are common words", () => {
    expect(titleCaseWords("Como um varejista de Lisboa reduziu o estoque", usage)).toEqual([]);
    expect(titleCaseWords("Um ano de projetos com a Natura", usage)).toEqual([]);
    expect(titleCaseWords("O que aprendemos com o Mercado Livre", usage)).toEqual([]);
    expect(titleCaseWords("Nosso escritório em Belo Horizonte", usage)).toEqual([]);
    expect(titleCaseWords("2. Reduzir o estoque em Guadalajara", usage)).toEqual([]);
    expect(titleCaseWords("Dois anos depois: O estoque de Lisboa", usage)).toEqual([]);
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
