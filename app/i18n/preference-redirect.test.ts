import { describe, expect, it } from "vitest";
import { languages } from "./locales";
import { localizePath, resolveLanguage } from "./paths";
import { preferenceRedirectScript } from "./preference-redirect";

/** Runs the inline script against a fake page and returns where it sent the visitor, if anywhere. */
function run(saved: string | null, url: string) {
  const { pathname, search, hash } = new URL(url, "http://localhost");
  const calls: string[] = [];
  const documentElement = { style: { display: "" } };
  const fake = {
    localStorage: { getItem: () => saved },
    location: { pathname, search, hash, replace: (to: string) => calls.push(to) },
    document: { documentElement },
  };
  new Function("localStorage", "location", "document", preferenceRedirectScript)(
    fake.localStorage,
    fake.location,
    fake.document,
  );
  return { redirectedTo: calls[0], hidden: documentElement.style.display === "none" };
}

describe("preference redirect script", () => {
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

  it("agrees with resolveLanguage for every saved value", () => {
    for (const saved of [...languages, "de", null]) {
      const expected = resolveLanguage("/services", saved);
      const { redirectedTo } = run(saved, "/services");
      expect(redirectedTo ?? "/services").toBe(localizePath("/services", expected));
    }
  });
});
