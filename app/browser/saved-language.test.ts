// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { preferenceKey } from "./contract";
import { followSavedLanguage } from "./saved-language";

/** Where the test page is (happy-dom's window can be moved without loading anything). */
const setUrl = (url: string) =>
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);

/** The page at `url`, with `saved` as the stored language: where the script sends the visitor. */
function open(url: string, saved: string | null) {
  setUrl(`http://localhost:3000${url}`);
  if (saved !== null) localStorage.setItem(preferenceKey, saved);
  const replace = vi.spyOn(location, "replace").mockImplementation(() => {});
  replace.mockClear();
  const leaving = followSavedLanguage();
  return {
    leaving,
    to: replace.mock.calls[0]?.[0],
    hidden: document.documentElement.style.display === "none",
  };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.style.display = "";
});

describe("the saved language", () => {
  it("sends a saved pt/es/fr choice to the same page in it, query and hash kept, the English page hidden", () => {
    expect(open("/about", "fr")).toEqual({ leaving: true, to: "/fr/about", hidden: true });
    expect(open("/", "pt")).toMatchObject({ to: "/pt" });
    expect(open("/blog?category=automation#top", "es")).toMatchObject({
      to: "/es/blog?category=automation#top",
    });
  });

  it("leaves English, a missing or an invalid choice on the page asked for", () => {
    for (const saved of ["en", null, "de", "", "PT"]) {
      expect(open("/contact", saved), String(saved)).toEqual({
        leaving: false,
        to: undefined,
        hidden: false,
      });
    }
  });

  it("never moves a page that has a language prefix", () => {
    expect(open("/pt/about", "fr")).toMatchObject({ leaving: false, to: undefined });
    expect(open("/es", "fr")).toMatchObject({ leaving: false, to: undefined });
  });

  it("does nothing where storage is refused", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(open("/about", null)).toMatchObject({ leaving: false, to: undefined });
  });
});
