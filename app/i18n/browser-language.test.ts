import { describe, expect, it } from "vitest";
import { browserLanguage } from "./browser-language";

describe("browserLanguage", () => {
  it.each([
    [["pt-BR", "pt", "en-US"], "pt"],
    [["es-419"], "es"],
    [["de-DE", "fr-CA", "en"], "fr"],
    [["FR"], "fr"],
    [["en-GB", "pt-BR"], undefined],
    [["de", "it"], undefined],
    [[], undefined],
  ])("%j → %s", (preferred, expected) => {
    expect(browserLanguage(preferred)).toBe(expected);
  });
});
