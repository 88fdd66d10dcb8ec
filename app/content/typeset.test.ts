import { describe, expect, it } from "vitest";
import { quoted, typeset } from "./typeset";

const nbsp = "\u00a0";
const narrow = "\u202f";

describe("typeset", () => {
  it("sets quotes and apostrophes as English, Portuguese and Spanish print them", () => {
    expect(typeset(`We asked: "Should we?" It's the team's call...`, "en")).toBe(
      "We asked: “Should we?” It’s the team’s call…",
    );
    expect(typeset(`O "piloto" d'água`, "pt")).toBe("O “piloto” d’água");
    expect(typeset(`la "nube" híbrida`, "es")).toBe("la “nube” híbrida");
  });

  it("opens a quote after a space, a dash or a bracket, and closes it after a word or a mark", () => {
    expect(typeset(`("yes")`, "en")).toBe("(“yes”)");
    expect(typeset(`well—"no"`, "en")).toBe("well—“no”");
    // Set in pieces (Markdown's text around **bold**): the piece knows what came before it.
    expect(typeset(`" said the CFO.`, "en", "cost")).toBe("” said the CFO.");
    expect(typeset(`"Agents`, "en", " ")).toBe("“Agents");
  });

  it("spaces French punctuation, whatever was typed before it", () => {
    expect(typeset("Pourquoi? Parce que: voilà; enfin!", "fr")).toBe(
      `Pourquoi${narrow}? Parce que${nbsp}: voilà${narrow}; enfin${narrow}!`,
    );
    expect(typeset("Pourquoi ? Voici :", "fr")).toBe(`Pourquoi${narrow}? Voici${nbsp}:`);
    expect(typeset(`Il a dit "non".`, "fr")).toBe(`Il a dit «${narrow}non${narrow}».`);
    expect(typeset("« déjà espacé »", "fr")).toBe(`«${narrow}déjà espacé${narrow}»`);
    // Typed with its narrow spaces already (the articles are): one each side, not two.
    expect(typeset(`«${narrow}déjà fin${narrow}»`, "fr")).toBe(`«${narrow}déjà fin${narrow}»`);
    expect(typeset("Quoi?!", "fr")).toBe(`Quoi${narrow}?!`);
  });

  it("keeps a French number with its sign and its word, and its thousands together", () => {
    expect(typeset("30 % en 24 heures, 1 200 clients, 15%", "fr")).toBe(
      `30${narrow}% en 24${nbsp}heures, 1${narrow}200${nbsp}clients, 15${narrow}%`,
    );
  });

  it("puts a text between its language's quotation marks, French's set apart by narrow no-break spaces", () => {
    expect(quoted("We saw it work.", "en")).toBe("“We saw it work.”");
    expect(quoted("Funcionou.", "pt")).toBe("“Funcionou.”");
    expect(quoted("Ça a marché.", "fr")).toBe("«\u202fÇa a marché.\u202f»");
  });

  it("keeps a Portuguese prefix of up to three letters on the line of its word, and no other hyphen", () => {
    const joiner = "\u2060";
    expect(typeset("Projetos bem-sucedidos, pós-venda e guarda-chuva", "pt")).toBe(
      `Projetos bem-${joiner}sucedidos, pós-${joiner}venda e guarda-chuva`,
    );
    expect(typeset("bem-sucedidos", "es")).toBe("bem-sucedidos");
    expect(typeset(typeset("bem-sucedidos", "pt"), "pt")).toBe(`bem-${joiner}sucedidos`);
    // Set in pieces: a word that goes on from the piece before is not a prefix ("tam" + "bém-…").
    expect(typeset("bém-amado", "pt", "tam")).toBe("bém-amado");
    expect(typeset("bem-vindo", "pt", " ")).toBe(`bem-${joiner}vindo`);
  });

  it("keeps a French hyphen with a word of one or two letters on its line, and no other", () => {
    const joiner = "\u2060";
    expect(typeset("au-delà, c'est-à-dire, un e-mail", "fr")).toBe(
      `au-${joiner}delà, c’est-${joiner}à-${joiner}dire, un e-${joiner}mail`,
    );
    expect(typeset("peut-être, long-courrier", "fr")).toBe("peut-être, long-courrier");
    expect(typeset("au-delà", "en")).toBe("au-delà");
    // Set twice, the same.
    expect(typeset(typeset("au-delà", "fr"), "fr")).toBe(`au-${joiner}delà`);
  });

  it("leaves what is not punctuation alone: a URL, a time, a query", () => {
    for (const text of ["https://example.com/a?b=c", "à 14:30", "un ratio de 3:1"]) {
      expect(typeset(text, "fr")).toBe(text);
    }
  });

  it("spaces a mark that begins a piece from the word before it (after **bold**)", () => {
    expect(typeset(": la suite", "fr", "Note")).toBe(`${nbsp}: la suite`);
    expect(typeset("?", "fr", "vraiment")).toBe(`${narrow}?`);
  });

  it("repeats nothing of the piece before it: a list item after one that ends with a quote", () => {
    expect(typeset("Former trop tôt", "fr", `moi${narrow}?${narrow}»`)).toBe("Former trop tôt");
    expect(typeset(" ne répond pas", "fr", "EBITDA»")).toBe(" ne répond pas");
    expect(typeset("suite", "fr", "«")).toBe("suite");
  });
});
