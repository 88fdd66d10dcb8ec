// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { dictionaries } from "~/content/dictionaries.server";
import type { Lang } from "~/i18n/locales";
import { TranslationProvider } from "~/i18n/translation";
import { SiteHeader } from "./site-header";

afterEach(cleanup);

/** The header as a page at `url` renders it, in the path's language. */
function renderHeader(url: string, lang: Lang) {
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <TranslationProvider lang={lang} messages={dictionaries[lang]}>
          <SiteHeader />
        </TranslationProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={[url]} />);
}

describe("the site header", () => {
  it("opens its menus natively: popover buttons, no aria-expanded of their own", () => {
    renderHeader("/fr/services", "fr");
    const menuButton = screen.getByRole("button", { name: "Menu" });
    expect(menuButton.getAttribute("popovertarget")).toBe("site-menu");
    const languageButton = screen.getByRole("button", { name: /^Langue.*Français, FR$/ });
    expect(languageButton.getAttribute("popovertarget")).toBe("language-menu");
    // The browser gives a popover's button its expanded state; a fixed attribute would lie.
    for (const button of [menuButton, languageButton])
      expect(button.hasAttribute("aria-expanded")).toBe(false);
    expect(document.getElementById("site-menu")?.getAttribute("popover")).toBe("auto");
    expect(document.getElementById("language-menu")?.getAttribute("popover")).toBe("auto");
  });

  it("links every page in the current language and marks the current one", () => {
    renderHeader("/fr/services", "fr");
    const nav = screen.getByRole("navigation", { name: dictionaries.fr.nav.label });
    const links = within(nav).getAllByRole("link", { hidden: true });
    expect(links.slice(0, 6).map((link) => link.getAttribute("href"))).toEqual([
      "/fr",
      "/fr/about",
      "/fr/services",
      "/fr/case-studies",
      "/fr/blog",
      "/fr/contact",
    ]);
    const current = links.filter((link) => link.getAttribute("aria-current") === "page");
    expect(current.map((link) => link.textContent)).toEqual([dictionaries.fr.nav.services]);
  });

  it("offers this page in each language, as plain links named in their own language", () => {
    renderHeader("/pt/blog/3", "pt");
    const menu = screen.getByRole("list", { name: dictionaries.pt.language.menu, hidden: true });
    const links = within(menu).getAllByRole("link", { hidden: true });
    expect(links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")])).toEqual([
      ["en", "/blog/3"],
      ["pt-BR", "/pt/blog/3"],
      ["es", "/es/blog/3"],
      ["fr", "/fr/blog/3"],
    ]);
    expect(
      links.map((link) => {
        const name = link.querySelector("[lang]");
        return `${name?.getAttribute("lang")} ${name?.textContent}`;
      }),
    ).toEqual(["en English", "pt-BR Português", "es-419 Español", "fr Français"]);
    expect(links.filter((link) => link.getAttribute("aria-current") === "true")).toHaveLength(1);
  });
});
