import { describe, expect, it } from "vitest";

/**
 * The site's own texts are set as the build sets the articles (`typeset.ts`): curly apostrophes and
 * quotes in every language, French guillemets held to their words by a no-break space.
 */
const modules = {
  ...import.meta.glob<Record<string, unknown>>("./**/{en,pt,es,fr}.ts", { eager: true }),
  ...import.meta.glob<Record<string, unknown>>("../i18n/messages/{en,pt,es,fr}.ts", { eager: true }),
};

function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, child]) => strings(child, `${path}.${key}`));
  return [];
}

const texts = Object.entries(modules).flatMap(([file, module]) => strings(module, file));

describe("the site's own texts", () => {
  it("are read from every language's content and messages", () => {
    expect(Object.keys(modules).length).toBeGreaterThan(15);
    expect(texts.length).toBeGreaterThan(1000);
  });

  it("use curly apostrophes and quotes, never typewriter ones", () => {
    expect(texts.filter(([, text]) => /['"]/.test(text))).toEqual([]);
  });

  it("hold French guillemets to their words with a no-break space", () => {
    const french = texts.filter(([file]) => file.endsWith("fr.ts"));
    expect(french.filter(([, text]) => /«(?![\u00a0\u202f])|(?<![\u00a0\u202f])»/.test(text))).toEqual([]);
  });
});
