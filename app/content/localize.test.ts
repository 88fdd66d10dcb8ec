import { describe, expect, it } from "vitest";
import { inEveryLanguage, story, zip, type Neutral, type Translation } from "./localize";
import type { DetailSection, ServiceCard } from "./types";

type Page = { items: ServiceCard[]; sections: DetailSection[] };
const base = {
  items: [{ slug: "ai-solutions" }, { slug: "strategy-growth" }],
  sections: [{ kind: "checklist" }],
} as const satisfies Neutral<Page>;
type Words = Translation<Page, typeof base>;
const card = { title: "A", text: "a" };

describe("zip", () => {
  it("pairs each neutral entry with the translation at the same position", () => {
    expect(zip(base.items, [{ title: "A" }, { title: "B" }])).toEqual([
      [{ slug: "ai-solutions" }, { title: "A" }],
      [{ slug: "strategy-growth" }, { title: "B" }],
    ]);
  });

  it("refuses a translation with an entry too few or too many", () => {
    expect(() => zip([1, 2, 3], ["a", "b"])).toThrow("2 translated entries for 3 language-neutral ones");
    expect(() => zip([1], ["a", "b"])).toThrow("2 translated entries for 1 language-neutral ones");
  });
});

describe("merging", () => {
  it("keeps a story's basis and change after its results, and its quote as the language words it", () => {
    const words = { industry: "I", title: "T", description: "D", challenge: "C", solution: "S", results: [] };
    const quote = { text: "Q", attribution: "Chief Operating Officer, a manufacturer" };
    const base = { change: { before: { amount: 14 }, after: { amount: 9.8 } } };
    const change = {
      title: "Yearly cost",
      before: { label: "The year before", value: "$14M" },
      after: { label: "The year after", value: "$9.8M" },
    };
    const merged = story(base, { ...words, basis: "B", change, quote });
    expect(merged.quote).toEqual({ text: "Q", attribution: "Chief Operating Officer, a manufacturer" });
    expect(merged.change).toEqual({
      title: "Yearly cost",
      before: { label: "The year before", value: "$14M", amount: 14 },
      after: { label: "The year after", value: "$9.8M", amount: 9.8 },
    });
    expect(Object.keys(merged)).toEqual([...Object.keys(words), "basis", "change", "quote"]);
    expect(story(base, { ...words, basis: "B", change })).not.toHaveProperty("quote");
  });

  it("composes every language", () => {
    expect(inEveryLanguage({ en: 1, pt: 2, es: 3, fr: 4 }, (n) => n * 10)).toEqual({
      en: 10,
      pt: 20,
      es: 30,
      fr: 40,
    });
  });
});

// What the types refuse is checked by `tsc`: each `@ts-expect-error` fails the typecheck as soon as
// the line after it compiles.
const sections: Words["sections"] = [{ title: "Steps", items: ["one"] }];
const _fits: Words = { items: [card, card], sections };
// @ts-expect-error: an entry too few
const _tooFew: Words = { items: [card], sections };
// @ts-expect-error: an entry too many
const _tooMany: Words = { items: [card, card, card], sections };
// @ts-expect-error: a language does not repeat what the base gives
const _repeats: Words = { items: [{ ...card, slug: "ai-solutions" }, card], sections };
// @ts-expect-error: the base makes the section a checklist, whose items are strings
const _wrongKind: Words = { items: [card, card], sections: [{ title: "Steps", items: [1] }] };
