import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/locales";

/** Each page's language-neutral base, and its language files as written, before the merge. */
const neutrals = import.meta.glob<Record<string, unknown>>("./**/neutral.ts", { eager: true });
const languageFiles = import.meta.glob<{ default: unknown }>("./**/{en,pt,es,fr}.ts", { eager: true });

/**
 * Where a language file does not line up with its base: a list of another length, a missing part, or
 * a value the base gives written again (the base would silently win over it).
 */
function misalignments(base: unknown, text: unknown, path = ""): string[] {
  if (Array.isArray(base)) {
    if (!Array.isArray(text)) return [`${path}: not a list`];
    if (text.length !== base.length) return [`${path}: ${text.length} entries, the base has ${base.length}`];
    return base.flatMap((entry, index) => misalignments(entry, text[index], `${path}[${index}]`));
  }
  if (!text || typeof text !== "object") return [`${path}: missing`];
  return Object.entries(base as object).flatMap(([key, value]) => {
    const given =
      typeof value !== "object" || (Array.isArray(value) && value.every((v) => typeof v !== "object"));
    if (given) return key in text ? [`${path}.${key}: written again`] : [];
    return misalignments(value, (text as Record<string, unknown>)[key], `${path}.${key}`);
  });
}

describe("language-neutral bases", () => {
  it("cover the pages whose content is the same in places", () => {
    expect(Object.keys(neutrals).map((path) => path.replace(/^\.\/|\/neutral\.ts$/g, ""))).toEqual([
      "case-studies",
      "contact",
      "home",
      "privacy",
      "service-details/ai-solutions",
      "service-details/business-efficiency",
      "service-details/digital-transformation",
      "service-details/strategy-growth",
      "services",
    ]);
  });

  describe.each(Object.entries(neutrals))("%s", (path, module) => {
    const [base] = Object.values(module);
    it.each(languages)("lines up with the %s file", (lang) => {
      const text = languageFiles[path.replace(/neutral\.ts$/, `${lang}.ts`)]?.default;
      expect(misalignments(base, text)).toEqual([]);
    });
  });

  it("finds a list of another length and a value written again", () => {
    const base = { items: [{ slug: "ai-solutions" }, { slug: "strategy-growth" }], slug: "x" };
    expect(misalignments(base, { items: [{ title: "A" }], slug: "x" })).toEqual([
      ".items: 1 entries, the base has 2",
      ".slug: written again",
    ]);
    expect(misalignments(base, { items: [{ title: "A" }, { slug: "strategy-growth" }] })).toEqual([
      ".items[1].slug: written again",
    ]);
  });
});
