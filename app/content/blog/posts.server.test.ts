import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/locales";
import { authors } from "./authors";
import { articleIds } from "./ids";
import { articles, findArticle, parseArticle, summarize } from "./posts.server";

const expected = [
  {
    id: 1,
    title: "The Future of AI in Business: Trends to Watch in 2025",
    category: "ai-trends",
    date: "2025-01-15",
    readMinutes: 8,
  },
  {
    id: 2,
    title: "Digital Transformation ROI: Measuring Success Beyond Numbers",
    category: "digital-strategy",
    date: "2025-01-10",
    readMinutes: 6,
  },
  {
    id: 3,
    title: "Automation Without Displacement: A Human-Centric Approach",
    category: "automation",
    date: "2025-01-05",
    readMinutes: 7,
  },
  {
    id: 4,
    title: "Data-Driven Decision Making: From Analytics to Action",
    category: "business-intelligence",
    date: "2024-12-28",
    readMinutes: 9,
  },
  {
    id: 5,
    title: "Cloud Migration Strategies: Avoiding Common Pitfalls",
    category: "cloud-technology",
    date: "2024-12-20",
    readMinutes: 10,
  },
  {
    id: 6,
    title: "The Psychology of Change Management in Digital Transformation",
    category: "change-management",
    date: "2024-12-15",
    readMinutes: 8,
  },
];

describe("the articles", () => {
  it("are the six of the specification, newest first", () => {
    expect(
      articles.map(({ id, title, category, date, readMinutes }) => ({
        id,
        title: title.en,
        category,
        date,
        readMinutes,
      })),
    ).toEqual(expected);
  });

  it("match the ids the route manifest prerenders", () => {
    expect([...articleIds].sort()).toEqual(articles.map((article) => article.id).sort());
  });

  it("have three distinct authors", () => {
    expect(new Set(articles.map((article) => article.author)).size).toBe(3);
    expect(Object.keys(authors)).toHaveLength(3);
  });

  it.each(expected)(
    "article $id is as long as its read time says (200-230 words a minute)",
    ({ id, readMinutes }) => {
      const text = findArticle(String(id))!.html.replace(/<[^>]+>/g, " ");
      const words = text.split(/\s+/).filter((word) => /\w/.test(word)).length;
      expect(words).toBeGreaterThanOrEqual(readMinutes * 195);
      expect(words).toBeLessThanOrEqual(readMinutes * 235);
    },
  );

  it("have headings, lists and a conclusion, and no raw HTML or outside links", () => {
    for (const article of articles) {
      expect(article.html).toMatch(/<h2[^>]*>/);
      expect(article.html).toMatch(/<(ul|ol)>/);
      expect(article.html).not.toMatch(/<h1|<script|<iframe|href="http/);
    }
  });

  it("are summarized in each language, with the date in UTC and the author's role translated", () => {
    const first = articles[0]!;
    expect(summarize(first, "en")).toMatchObject({
      dateLabel: "January 15, 2025",
      author: { name: "Sarah Chen", role: "Head of AI Solutions" },
    });
    expect(summarize(first, "pt").dateLabel).toBe("15 de janeiro de 2025");
    for (const lang of languages) {
      expect(summarize(first, lang).title).toBe(first.title[lang]);
      expect(summarize(first, lang).excerpt.length).toBeGreaterThan(80);
    }
  });

  it("finds articles by their URL id only", () => {
    expect(findArticle("3")?.id).toBe(3);
    expect(findArticle("99")).toBeUndefined();
    expect(findArticle("abc")).toBeUndefined();
    expect(findArticle("03")).toBeUndefined();
  });
});

describe("parseArticle", () => {
  const valid = `---
id: 7
date: 2025-02-01
readMinutes: 5
category: automation
author: sarah-chen
image: /images/blog/7.svg
title: { en: "T", pt: "T", es: "T", fr: "T" }
excerpt: { en: "E", pt: "E", es: "E", fr: "E" }
---

## Body
`;

  it("reads a well-formed article and renders its Markdown", () => {
    expect(parseArticle("7.md", valid)).toMatchObject({ id: 7, date: "2025-02-01", html: "<h2>Body</h2>\n" });
  });

  it("fails the build on a wrong date, a missing field or an unknown category, naming file and field", () => {
    expect(() => parseArticle("7.md", valid.replace("2025-02-01", "2025-02-31"))).toThrow(
      /^7\.md: invalid front matter at "date"/,
    );
    expect(() => parseArticle("7.md", valid.replace("readMinutes: 5\n", ""))).toThrow(
      /^7\.md: invalid front matter at "readMinutes"/,
    );
    expect(() => parseArticle("7.md", valid.replace("automation", "crypto"))).toThrow(/"category"/);
    expect(() => parseArticle("7.md", valid.replace('fr: "T"', ""))).toThrow(/"title\.fr"/);
    expect(() => parseArticle("7.md", "no front matter")).toThrow(/^7\.md: front matter missing/);
  });
});
