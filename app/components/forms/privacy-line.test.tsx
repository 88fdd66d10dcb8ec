// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { formatPostalAddress, site } from "~/config/site";
import { privacyContent } from "~/content/privacy";
import { dictionaries } from "~/content/dictionaries.server";
import { languages, type Lang } from "~/i18n/locales";
import { localizePath } from "~/i18n/paths";
import { TranslationProvider } from "~/i18n/translation";
import { PrivacyLine } from "./privacy-line";

afterEach(cleanup);

function renderLine(lang: Lang, form: "contact" | "newsletter" | "booking") {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <TranslationProvider lang={lang} messages={dictionaries[lang]}>
          <PrivacyLine form={form} />
        </TranslationProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

const sectionIds = privacyContent.en.sections.map((section) => section.id);

describe("the privacy line under a form", () => {
  it.each(languages)("in %s, links each form to the section of the notice about it", (lang) => {
    const anchors = { contact: "contact-purpose", newsletter: "newsletter", booking: "booking" };
    for (const [form, id] of Object.entries(anchors)) {
      renderLine(lang, form as keyof typeof anchors);
      const link = screen.getByRole("link", { name: dictionaries[lang].form.privacy.link });
      expect(link.getAttribute("href")).toBe(`${localizePath("/privacy", lang)}#${id}`);
      expect(sectionIds).toContain(id);
      cleanup();
    }
  });

  it.each(languages)("in %s, names the newsletter's sender with its postal address (CASL)", (lang) => {
    const address = formatPostalAddress(site.privacy.controller.address, lang);
    renderLine(lang, "newsletter");
    expect(document.body.textContent).toContain(`${site.privacy.controller.legalName}, ${address}`);
    cleanup();
    renderLine(lang, "contact");
    expect(document.body.textContent).not.toContain(address);
  });

  it("shows Argentina's AAIP legend under the Spanish forms only", () => {
    expect(site.serviceArea.americas).toContain("ar");
    for (const lang of languages) {
      for (const form of ["contact", "newsletter", "booking"] as const) {
        renderLine(lang, form);
        const legend = screen.queryByText(dictionaries[lang].form.privacy.legend);
        expect(legend !== null, `${lang} ${form}`).toBe(lang === "es");
        cleanup();
      }
    }
    expect(dictionaries.es.form.privacy.legend).toMatch(/artículo 14, inciso 3/);
    expect(dictionaries.es.form.privacy.legend).toContain("Agencia de Acceso a la Información Pública");
  });
});
