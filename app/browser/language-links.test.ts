// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { preferenceKey } from "./contract";
import { rememberLanguageChoice } from "./language-links";
import { offerLanguage, browserLanguage } from "./suggestion";

/** Where the test page is (happy-dom's window can be moved without loading anything). */
const setUrl = (url: string) =>
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);

beforeEach(() => localStorage.clear());

describe("choosing a language from a link", () => {
  it("keeps the page's query and hash, and saves the language when the link is followed", () => {
    setUrl("http://localhost:3000/blog?category=automation#articles");
    document.body.innerHTML = `<a href="/pt/blog" hreflang="pt-BR">Português</a>`;
    rememberLanguageChoice();
    const link = document.querySelector("a")!;
    expect(link.getAttribute("href")).toBe("/pt/blog?category=automation#articles");
    link.addEventListener("click", (event) => event.preventDefault());
    link.click();
    expect(localStorage.getItem(preferenceKey)).toBe("pt");
  });
});

describe("the language suggestion", () => {
  const page = () => {
    document.body.innerHTML = `
      <aside hidden data-language-suggestion="pt"><p>Em português</p><button data-dismiss-suggestion>×</button></aside>
      <aside hidden data-language-suggestion="fr"><p>En français</p></aside>`;
    offerLanguage();
  };
  const shown = () =>
    [...document.querySelectorAll("[data-language-suggestion]:not([hidden])")].map((aside) =>
      aside.getAttribute("data-language-suggestion"),
    );

  it("offers the language the browser prefers, once, and remembers it was closed", () => {
    Object.defineProperty(navigator, "languages", { value: ["pt-BR", "en"], configurable: true });
    page();
    expect(shown()).toEqual(["pt"]);
    document.querySelector<HTMLButtonElement>("[data-dismiss-suggestion]")!.click();
    expect(shown()).toEqual([]);
    page();
    expect(shown()).toEqual([]);
  });

  it("offers nothing to a visitor who chose a language", () => {
    Object.defineProperty(navigator, "languages", { value: ["fr-FR"], configurable: true });
    localStorage.setItem(preferenceKey, "en");
    page();
    expect(shown()).toEqual([]);
  });

  it("reads the browser's first language the site speaks, and nothing past English", () => {
    expect(browserLanguage(["pt-BR", "fr"], ["pt", "es", "fr"])).toBe("pt");
    expect(browserLanguage(["de-DE", "es-419"], ["pt", "es", "fr"])).toBe("es");
    expect(browserLanguage(["en-GB", "fr"], ["pt", "es", "fr"])).toBeUndefined();
    expect(browserLanguage(["de"], ["pt", "es", "fr"])).toBeUndefined();
  });
});
