import { describe, expect, it } from "vitest";
import { categoryIds } from "~/content/blog/categories";
import { interestIds } from "~/leads/types";
import { categoryInterests, servesInterests } from "./topics";

describe("the newsletter's topics and the blog's categories", () => {
  it("gives every interest some category's articles, and every article to who chose no topic", () => {
    for (const interest of interestIds) {
      expect(
        categoryIds.some((category) => servesInterests(category, [interest])),
        interest,
      ).toBe(true);
    }
    for (const category of categoryIds) expect(servesInterests(category, [])).toBe(true);
  });

  it("names each category's interests once", () => {
    for (const category of categoryIds) {
      expect(new Set(categoryInterests[category]).size).toBe(categoryInterests[category].length);
    }
  });
});
