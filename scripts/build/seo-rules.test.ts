import { describe, expect, it } from "vitest";
import { checkPages, type BuiltPage } from "./seo-rules";

const origin = "https://www.example.com";
const languageOf = (path: string) =>
  path.startsWith("/pt") ? { html: "pt-BR", hreflang: "pt-BR" } : { html: "en", hreflang: "en" };

function page(
  path: string,
  lang: string,
  title: string,
  options: { canonical?: string; alternates?: [string, string][] } = {},
): BuiltPage {
  const alternates = options.alternates ?? [
    ["en", "/about"],
    ["pt-BR", "/pt/about"],
    ["x-default", "/about"],
  ];
  const links = alternates
    .map(([hreflang, href]) => `<link rel="alternate" hrefLang="${hreflang}" href="${origin}${href}"/>`)
    .join("");
  return {
    path,
    html: `<html lang="${lang}"><head><title>${title}</title><link rel="canonical" href="${origin}${options.canonical ?? path}"/>${links}</head></html>`,
  };
}

const sitemap = `<loc>${origin}/about</loc><loc>${origin}/pt/about</loc>`;

describe("checkPages", () => {
  it("accepts consistent pages", () => {
    const pages = [page("/about", "en", "About"), page("/pt/about", "pt-BR", "Sobre")];
    expect(checkPages(pages, { origin, sitemap, languageOf })).toEqual([]);
  });

  it("finds each kind of problem", () => {
    const pages = [
      page("/about", "pt-BR", "About", { canonical: "/pt/about" }),
      page("/pt/about", "pt-BR", "About", {
        alternates: [
          ["en", "/nope"],
          ["x-default", "/about"],
        ],
      }),
    ];
    const problems = checkPages(pages, {
      origin,
      sitemap: `${sitemap}<loc>${origin}/gone</loc>`,
      languageOf,
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('/about: <html lang="pt-BR">'),
        expect.stringContaining("/about: canonical"),
        expect.stringContaining("same title"),
        expect.stringContaining("/pt/about: alternate en https://www.example.com/nope is not a built page"),
        expect.stringContaining("/about: alternate https://www.example.com/pt/about does not link back"),
        expect.stringContaining("sitemap: https://www.example.com/gone is not a built page"),
      ]),
    );
  });
});
