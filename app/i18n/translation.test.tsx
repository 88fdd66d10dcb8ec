import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import en from "./messages/en";
import fr from "./messages/fr";
import { TranslationProvider, useTranslation } from "./translation";

function ContactLink() {
  const { t, href } = useTranslation();
  return <a href={href("/contact")}>{t.nav.contact}</a>;
}

describe("useTranslation", () => {
  it("throws outside its provider", () => {
    expect(() => renderToString(<ContactLink />)).toThrow(
      "useTranslation must be used within a TranslationProvider",
    );
  });

  it("gives the provider's dictionary and language-prefixed links", () => {
    expect(
      renderToString(
        <TranslationProvider lang="en" messages={en}>
          <ContactLink />
        </TranslationProvider>,
      ),
    ).toBe('<a href="/contact">Contact</a>');
    expect(
      renderToString(
        <TranslationProvider lang="fr" messages={fr}>
          <ContactLink />
        </TranslationProvider>,
      ),
    ).toBe(`<a href="/fr/contact">${fr.nav.contact}</a>`);
  });
});
