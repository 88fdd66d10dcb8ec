import { describe, expect, it } from "vitest";
import { decide } from "./changes";

describe("a content-only change", () => {
  it("is what an editor saves in /admin: articles, people, issues, their images", () => {
    const decision = decide([
      "app/content/blog/posts/lisbon-retail.en.md",
      "app/content/blog/posts/lisbon-retail.pt.md",
      "app/content/people/ana-souza.yaml",
      "app/content/newsletter/2026-12.fr.md",
      "public/images/blog/lisbon-retail.jpg",
      "public/images/people/ana-souza.jpg",
    ]);
    expect(decision).toEqual({ contentOnly: true, reason: "6 content file(s) changed, no code" });
  });

  it("includes page copy kept as data, and a deleted article", () => {
    expect(decide(["app/content/home/en.json", "app/content/about/pt.yml"]).contentOnly).toBe(true);
    expect(decide(["app/content/blog/posts/3.es.md"]).contentOnly).toBe(true);
  });

  it("is not one that touches code, the content's own TypeScript included", () => {
    expect(decide(["app/content/blog/posts/7.en.md", "app/content/people/schema.ts"])).toEqual({
      contentOnly: false,
      reason: "not content: app/content/people/schema.ts",
    });
    expect(decide(["app/content/home/en.ts"]).contentOnly).toBe(false);
    expect(decide(["public/images/blog/7.jpg", "package.json"]).contentOnly).toBe(false);
    expect(decide(["budgets.json"]).contentOnly).toBe(false);
    expect(decide(["public/robots.txt"]).contentOnly).toBe(false);
    expect(decide(["app/content.md"]).contentOnly).toBe(false);
  });

  it("names at most five of the code files", () => {
    const files = ["a.ts", "b.ts", "c.ts", "d.ts", "e.ts", "f.ts", "g.ts"];
    expect(decide(files).reason).toBe("not content: a.ts, b.ts, c.ts, d.ts, e.ts, and 2 more");
  });

  it("is the day's rebuild of the live commit, which publishes the articles scheduled for it", () => {
    expect(decide([]).contentOnly).toBe(true);
  });
});
