import { describe, expect, it } from "vitest";
import { languageFromPath, localizePath, splitLangPath, switchLanguagePath } from "./paths";

describe("splitLangPath", () => {
  it.each([
    ["/", "en", "/"],
    ["/about", "en", "/about"],
    ["/pt", "pt", "/"],
    ["/pt/", "pt", "/"],
    ["/es/services/ai-solutions", "es", "/services/ai-solutions"],
    ["/fr/blog/3", "fr", "/blog/3"],
    ["/de/about", "en", "/de/about"],
    ["/en/about", "en", "/en/about"],
    ["/portfolio", "en", "/portfolio"],
  ])("%s is %s %s", (pathname, lang, path) => {
    expect(splitLangPath(pathname)).toEqual({ lang, path });
    expect(languageFromPath(pathname)).toBe(lang);
  });
});

describe("localizePath", () => {
  it("leaves English unprefixed", () => {
    expect(localizePath("/", "en")).toBe("/");
    expect(localizePath("/contact", "en")).toBe("/contact");
  });
  it("prefixes the other languages, with no trailing slash on the home page", () => {
    expect(localizePath("/", "pt")).toBe("/pt");
    expect(localizePath("/contact", "es")).toBe("/es/contact");
    expect(localizePath("blog/2", "fr")).toBe("/fr/blog/2");
  });
});

describe("switchLanguagePath", () => {
  it("swaps the prefix and removes it for English", () => {
    expect(switchLanguagePath("/pt/about", "fr")).toBe("/fr/about");
    expect(switchLanguagePath("/fr/about", "en")).toBe("/about");
    expect(switchLanguagePath("/", "es")).toBe("/es");
    expect(switchLanguagePath("/es", "en")).toBe("/");
    expect(switchLanguagePath("/services/ai-solutions", "pt")).toBe("/pt/services/ai-solutions");
  });
});
