import { describe, expect, it } from "vitest";
import { typeset } from "./typeset";

describe("typeset", () => {
  it("curls apostrophes in every language", () => {
    expect(typeset("l'IA d'abord", "fr")).toBe("l\u2019IA d\u2019abord");
    expect(typeset("the firm's partners", "en")).toBe("the firm\u2019s partners");
  });

  it("sets French no-break spaces where French prints them", () => {
    expect(typeset("Deux choses : le temps ; l'argent ! Vraiment ?", "fr")).toBe(
      "Deux choses\u00a0: le temps\u202f; l\u2019argent\u202f! Vraiment\u202f?",
    );
    expect(typeset("« Oui »", "fr")).toBe("«\u00a0Oui\u00a0»");
    expect(typeset("1 200 salariés, 30 % en 14 mois", "fr")).toBe(
      "1\u202f200\u00a0salariés, 30\u202f% en 14\u00a0mois",
    );
  });

  it("leaves colons that are not punctuation, and other languages' spaces, alone", () => {
    expect(typeset("à 10:30, sur https://example.com", "fr")).toBe("à 10:30, sur https://example.com");
    expect(typeset("Two things: time; money!", "en")).toBe("Two things: time; money!");
  });
});
