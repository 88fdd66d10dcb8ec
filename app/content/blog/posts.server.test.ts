import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/locales";
import { findPerson } from "~/content/people/index.server";
import { articleIds } from "./ids";
import { countWords, parseArticle, WORDS_PER_MINUTE } from "./articles.server";
import { articles, findArticle, summarize } from "./posts.server";

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
      articles.map(({ id, versions, category, date }) => ({
        id,
        title: versions.en.title,
        category,
        date,
        readMinutes: versions.en.readMinutes,
      })),
    ).toEqual(expected);
  });

  it("match the ids the route manifest prerenders", () => {
    expect([...articleIds].sort()).toEqual(articles.map((article) => article.id).sort());
  });

  it("have three distinct authors, each a person of the firm", () => {
    expect(new Set(articles.map((article) => article.author)).size).toBe(3);
    for (const article of articles) expect(findPerson(article.author), article.author).toBeDefined();
  });

  it.each(expected)("article $id gives each language the read time of its own length", ({ id }) => {
    for (const lang of languages) {
      const { html, readMinutes } = findArticle(String(id))!.versions[lang];
      const words = countWords(html);
      expect(Math.abs(words / WORDS_PER_MINUTE - readMinutes), `${id}.${lang}`).toBeLessThanOrEqual(0.5);
      // The English lengths are the specification's: 200-230 words a minute.
      if (lang === "en") expect(words / readMinutes).toSatisfy((rate: number) => rate >= 195 && rate <= 235);
    }
  });

  it("have in every language headings, lists, the English structure, and no raw HTML or outside links", () => {
    const shape = (html: string) => (html.match(/<(h2|h3|ul|ol|blockquote)\b/g) ?? []).join(" ");
    for (const article of articles) {
      for (const lang of languages) {
        const { html } = article.versions[lang];
        expect(html).toMatch(/<h2[^>]*>/);
        expect(html).toMatch(/<(ul|ol)>/);
        expect(html).not.toMatch(/<h1|<script|<iframe|href="http/);
        expect(shape(html), `${article.id}.${lang}`).toBe(shape(article.versions.en.html));
      }
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
      expect(summarize(first, lang).title).toBe(first.versions[lang].title);
      expect(summarize(first, lang).readMinutes).toBe(first.versions[lang].readMinutes);
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
  const en = `---
id: 7
date: 2025-02-01
category: automation
author: sarah-chen
image: /images/blog/7.svg
title: "Title"
excerpt: "Excerpt"
---

## Body
`;
  const translation = (lang: string) =>
    `---\ntitle: "T ${lang}"\nexcerpt: "E ${lang}"\n---\n\n## Corps ${lang}\n`;
  const files = (overrides: Record<string, string | undefined> = {}) => {
    const all: Record<string, string | undefined> = {
      "7.en.md": en,
      "7.pt.md": translation("pt"),
      "7.es.md": translation("es"),
      "7.fr.md": translation("fr"),
      ...overrides,
    };
    return (file: string) => all[file];
  };

  it("reads an article's four files and renders each language's own body", () => {
    const article = parseArticle("7", files());
    expect(article).toMatchObject({ id: 7, date: "2025-02-01" });
    expect(article.versions.en).toEqual({
      title: "Title",
      excerpt: "Excerpt",
      html: "<h2>Body</h2>\n",
      readMinutes: 1,
    });
    expect(article.versions.fr).toEqual({
      title: "T fr",
      excerpt: "E fr",
      html: "<h2>Corps fr</h2>\n",
      readMinutes: 1,
    });
  });

  it("fails the build on a wrong date, a missing field or an unknown category, naming file and field", () => {
    expect(() => parseArticle("7", files({ "7.en.md": en.replace("2025-02-01", "2025-02-31") }))).toThrow(
      /^7\.en\.md: invalid front matter at "date"/,
    );
    expect(() => parseArticle("7", files({ "7.en.md": en.replace("author: sarah-chen\n", "") }))).toThrow(
      /^7\.en\.md: invalid front matter at "author"/,
    );
    expect(() => parseArticle("7", files({ "7.en.md": en.replace("automation", "crypto") }))).toThrow(
      /"category"/,
    );
    expect(() =>
      parseArticle("7", files({ "7.en.md": en.replace("date:", "readMinutes: 5\ndate:") })),
    ).toThrow(/"readMinutes"/);
    expect(() => parseArticle("7", files({ "7.en.md": "no front matter" }))).toThrow(
      /^7\.en\.md: front matter missing/,
    );
  });

  it("fails the build when a language's file is missing or its front matter is invalid", () => {
    expect(() => parseArticle("7", files({ "7.es.md": undefined }))).toThrow(/^7\.es\.md: missing/);
    expect(() =>
      parseArticle("7", files({ "7.fr.md": translation("fr").replace('excerpt: "E fr"\n', "") })),
    ).toThrow(/^7\.fr\.md: invalid front matter at "excerpt"/);
    expect(() =>
      parseArticle("7", files({ "7.pt.md": translation("pt").replace("---\n", "---\ndate: 2025-02-01\n") })),
    ).toThrow(/^7\.pt\.md: invalid front matter/);
  });
});
