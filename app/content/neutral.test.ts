import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { languages } from "~/i18n/locales";

/** Each page's language-neutral base, and its language files as written, before the merge. */
const neutrals = import.meta.glob<Record<string, unknown>>("./**/neutral.ts", { eager: true });
const typed = import.meta.glob<{ default: unknown }>("./**/{en,pt,es,fr}.ts", { eager: true });
/** The pages editors change keep their words in YAML (`page-copy.ts`). */
const yaml = import.meta.glob<string>("./**/{en,pt,es,fr}.yml", {
  query: "?raw",
  import: "default",
  eager: true,
});
const languageFiles = {
  ...Object.fromEntries(Object.entries(typed).map(([path, module]) => [path, module.default])),
  ...Object.fromEntries(
    Object.entries(yaml).map(([path, raw]) => [path.replace(/\.yml$/, ".ts"), parse(raw)]),
  ),
} as Record<string, unknown>;

/**
 * Where a language file does not line up with its base: a list of another length, a missing part, or
 * a value the base gives written again otherwise (the base would silently win over it; a service
 * page's YAML names each section's layout, as its base does).
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
    if (given)
      return key in text && (text as Record<string, unknown>)[key] !== value
        ? [`${path}.${key}: written again`]
        : [];
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
      const text = languageFiles[path.replace(/neutral\.ts$/, `${lang}.ts`)];
      expect(misalignments(base, text)).toEqual([]);
    });
  });

  it("finds a list of another length and a value written again otherwise", () => {
    const base = { items: [{ slug: "ai-solutions" }, { slug: "strategy-growth" }], slug: "x" };
    expect(misalignments(base, { items: [{ title: "A" }, { slug: "strategy-growth" }], slug: "x" })).toEqual(
      [],
    );
    expect(misalignments(base, { items: [{ title: "A" }], slug: "y" })).toEqual([
      ".items: 1 entries, the base has 2",
      ".slug: written again",
    ]);
    expect(misalignments(base, { items: [{ title: "A" }, { slug: "ai-solutions" }] })).toEqual([
      ".items[1].slug: written again",
    ]);
  });
});
