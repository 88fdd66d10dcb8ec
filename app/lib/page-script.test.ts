import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/locales";
import { localizePath, resolveLanguage } from "~/i18n/paths";
import { browserLanguage, pageScriptSettings } from "./page-script";
import { pageScript } from "./page-script.server";

/**
 * Runs the page script as the browser would, against a page at `url` whose storage holds `saved`,
 * and returns where it sent the visitor, if anywhere. What it does after the redirect check needs a
 * browser and is tested end to end (`tests/e2e/slow-phone.spec.ts`).
 */
function run(saved: string | null, url: string) {
  const { pathname, search, hash } = new URL(url, "http://localhost");
  const calls: string[] = [];
  const documentElement = {
    style: { display: "" },
    classList: { add() {}, contains: () => false },
    setAttribute() {},
  };
  const storage = { getItem: (key: string) => (key === pageScriptSettings.preferenceKey ? saved : null) };
  const globals = {
    localStorage: storage,
    sessionStorage: { getItem: () => null },
    location: { pathname, search, hash, replace: (to: string) => calls.push(to) },
    document: { documentElement, addEventListener() {} },
    addEventListener() {},
  };
  new Function(...Object.keys(globals), pageScript)(...Object.values(globals));
  return { redirectedTo: calls[0], hidden: documentElement.style.display === "none" };
}

describe("page script: the saved language", () => {
  it("sends a saved pt/es/fr preference to the same page in that language, hiding the English page", () => {
    expect(run("fr", "/about")).toEqual({ redirectedTo: "/fr/about", hidden: true });
    expect(run("pt", "/")).toEqual({ redirectedTo: "/pt", hidden: true });
    expect(run("es", "/blog?category=automation#top")).toEqual({
      redirectedTo: "/es/blog?category=automation#top",
      hidden: true,
    });
  });

  it("leaves English, missing and invalid preferences on the page asked for", () => {
    for (const saved of ["en", null, "de", "", "PT"]) {
      expect(run(saved, "/contact")).toEqual({ redirectedTo: undefined, hidden: false });
    }
  });

  it("never redirects a page that has a language prefix", () => {
    expect(run("fr", "/pt/about")).toEqual({ redirectedTo: undefined, hidden: false });
    expect(run("es", "/es")).toEqual({ redirectedTo: undefined, hidden: false });
  });

  it("agrees with resolveLanguage for every saved value", () => {
    for (const saved of [...languages, "de", null]) {
      const expected = resolveLanguage("/services", saved);
      const { redirectedTo } = run(saved, "/services");
      expect(redirectedTo ?? "/services").toBe(localizePath("/services", expected));
    }
  });
});

describe("page script: the language a browser prefers", () => {
  it.each([
    [["pt-BR", "pt", "en-US"], "pt"],
    [["es-419"], "es"],
    [["de-DE", "fr-CA", "en"], "fr"],
    [["FR"], "fr"],
    [["en-GB", "pt-BR"], undefined],
    [["de", "it"], undefined],
    [[], undefined],
  ])("%j → %s", (preferred, expected) => {
    expect(browserLanguage(preferred, pageScriptSettings.prefixedLanguages)).toBe(expected);
  });
});
