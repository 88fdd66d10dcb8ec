import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/locales";
import { findPerson } from "~/content/people/index.server";
import { articleIdsOnDisk } from "./article-ids.node";
import { countWords, parseArticle, parseArticles, WORDS_PER_MINUTE } from "./articles.server";
import { allArticles, findArticle, summarize } from "./posts.server";

const expected = [
  {
    id: "1",
    title: "The Future of AI in Business: Trends to Watch in 2025",
    category: "ai-trends",
    date: "2025-01-15",
    readMinutes: 8,
  },
  {
    id: "2",
    title: "Digital Transformation ROI: Measuring Success Beyond Numbers",
    category: "digital-strategy",
    date: "2025-01-10",
    readMinutes: 6,
  },
  {
    id: "3",
    title: "Automation Without Displacement: A Human-Centric Approach",
    category: "automation",
    date: "2025-01-05",
    readMinutes: 7,
  },
  {
    id: "4",
    title: "Data-Driven Decision Making: From Analytics to Action",
    category: "business-intelligence",
    date: "2024-12-28",
    readMinutes: 9,
  },
  {
    id: "5",
    title: "Cloud Migration Strategies: Avoiding Common Pitfalls",
    category: "cloud-technology",
    date: "2024-12-20",
    readMinutes: 10,
  },
  {
    id: "6",
    title: "The Psychology of Change Management in Digital Transformation",
    category: "change-management",
    date: "2024-12-15",
    readMinutes: 8,
  },
];

describe("the articles", () => {
  // Editors add articles: nothing here counts them. The specification's six stay as it gave them.
  it("include the six of the specification, with their titles, categories, dates and read times", () => {
    for (const article of expected) {
      const found = findArticle(article.id);
      expect(found, article.id).toBeDefined();
      expect({
        id: found!.id,
        title: found!.versions.en.title,
        category: found!.category,
        date: found!.date,
        readMinutes: found!.versions.en.readMinutes,
      }).toEqual(article);
    }
  });

  it("are newest first, and are every article of posts/ (the ids the build prerenders)", () => {
    const dates = allArticles().map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(
      allArticles()
        .map((article) => article.id)
        .sort(),
    ).toEqual(articleIdsOnDisk());
  });

  it("each have an author the site knows", () => {
    for (const article of allArticles()) expect(findPerson(article.author), article.id).toBeDefined();
  });

  it("give each language the read time of its own length", () => {
    for (const article of allArticles()) {
      for (const lang of languages) {
        const { html, readMinutes } = article.versions[lang];
        const words = countWords(html);
        // A minute at least: a short note reads "1 min".
        expect(
          Math.abs(Math.max(1, words / WORDS_PER_MINUTE) - readMinutes),
          `${article.id}.${lang}`,
        ).toBeLessThanOrEqual(0.5);
      }
    }
    // The specification's English lengths: 200-230 words a minute.
    for (const { id } of expected) {
      const { html, readMinutes } = findArticle(id)!.versions.en;
      expect(countWords(html) / readMinutes).toSatisfy((rate: number) => rate >= 195 && rate <= 235);
    }
  });

  it("have no heading, script or frame of their own; the specification's six, in every language the English structure and no outside link", () => {
    const shape = (html: string) => (html.match(/<(h2|h3|ul|ol|blockquote)\b/g) ?? []).join(" ");
    for (const article of allArticles())
      for (const lang of languages) expect(article.versions[lang].html).not.toMatch(/<h1|<script|<iframe/);
    // What editors publish later is theirs to shape (a translation may split a section, a source may
    // be linked); the build refuses what would break a page.
    for (const { id } of expected) {
      const article = findArticle(id)!;
      for (const lang of languages) {
        const { html } = article.versions[lang];
        expect(html).not.toMatch(/href="http/);
        expect(shape(html), `${article.id}.${lang}`).toBe(shape(article.versions.en.html));
      }
    }
  });

  it("are summarized in each language, with the date in UTC and the author's role translated", () => {
    const first = findArticle("1")!;
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
    expect(findArticle("3")?.id).toBe("3");
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
    const article = parseArticle("7", files())!;
    expect(article).toMatchObject({ id: "7", date: "2025-02-01", draft: false });
    expect(article.versions.en).toEqual({
      title: "Title",
      excerpt: "Excerpt",
      description: "Excerpt",
      coverAlt: "",
      draft: false,
      html: "<h2>Body</h2>\n",
      readMinutes: 1,
    });
    expect(article.versions.fr).toEqual({
      title: "T fr",
      excerpt: "E fr",
      description: "E fr",
      coverAlt: "",
      draft: false,
      html: "<h2>Corps fr</h2>\n",
      readMinutes: 1,
    });
  });

  it("fails the build on a wrong date, a missing field or an unknown category, naming file and field", () => {
    expect(() => parseArticle("7", files({ "7.en.md": en.replace("2025-02-01", "2025-02-31") }))).toThrow(
      /^app\/content\/blog\/posts\/7\.en\.md: invalid front matter at "date"/,
    );
    expect(() => parseArticle("7", files({ "7.en.md": en.replace("author: sarah-chen\n", "") }))).toThrow(
      /^app\/content\/blog\/posts\/7\.en\.md: invalid front matter at "author"/,
    );
    expect(() => parseArticle("7", files({ "7.en.md": en.replace("automation", "crypto") }))).toThrow(
      /"category"/,
    );
    expect(() =>
      parseArticle("7", files({ "7.en.md": en.replace("date:", "readMinutes: 5\ndate:") })),
    ).toThrow(/"readMinutes"/);
    expect(() => parseArticle("7", files({ "7.en.md": "no front matter" }))).toThrow(
      /^app\/content\/blog\/posts\/7\.en\.md: front matter missing/,
    );
  });

  it("fails the build when a language's file is missing or its front matter is invalid", () => {
    expect(() => parseArticle("7", files({ "7.es.md": undefined }))).toThrow(
      /^app\/content\/blog\/posts\/7\.es\.md: missing/,
    );
    expect(() =>
      parseArticle("7", files({ "7.fr.md": translation("fr").replace('excerpt: "E fr"\n', "") })),
    ).toThrow(/^app\/content\/blog\/posts\/7\.fr\.md: invalid front matter at "excerpt"/);
    expect(() =>
      parseArticle("7", files({ "7.pt.md": translation("pt").replace("---\n", "---\ndate: 2025-02-01\n") })),
    ).toThrow(/^app\/content\/blog\/posts\/7\.pt\.md: invalid front matter/);
  });

  it("marks an article with a language in draft, and leaves out a draft not written in every language", () => {
    const draft = (raw: string) => raw.replace("---\n", "---\ndraft: true\n");
    expect(parseArticle("7", files({ "7.pt.md": draft(translation("pt")) }))).toMatchObject({ draft: true });
    expect(parseArticle("7", files({ "7.en.md": draft(en), "7.fr.md": undefined }))).toBeUndefined();
    // Its files are still checked.
    expect(() =>
      parseArticle(
        "7",
        files({ "7.en.md": draft(en.replace("automation", "crypto")), "7.fr.md": undefined }),
      ),
    ).toThrow(/"category"/);
    expect(() => parseArticle("7", files({ "7.fr.md": undefined }))).toThrow(/tick Draft/);
  });

  it("takes a description for search engines of 50 to 160 characters, the excerpt without one", () => {
    const described = (text: string) => translation("es").replace("---\n", `---\ndescription: "${text}"\n`);
    const text = "Cómo planificar una migración a la nube sin sorpresas de costos ni plazos.";
    expect(parseArticle("7", files({ "7.es.md": described(text) }))!.versions.es.description).toBe(text);
    expect(() => parseArticle("7", files({ "7.es.md": described("Demasiado corta.") }))).toThrow(
      /7\.es\.md: invalid front matter at "description": at least 50 characters/,
    );
    expect(() => parseArticle("7", files({ "7.es.md": described("x".repeat(161)) }))).toThrow(
      /at most 160 characters/,
    );
  });

  it("makes Word's bullets and a table without its headings' line Markdown, naming later lines as typed", () => {
    const pasted = [
      "·\u00a0\u00a0\u00a0\u00a0 First point",
      "·&nbsp;&nbsp; Second point",
      "",
      "| Phase | Weeks |",
      "| Discovery | 4 |",
      "| Pilot | 8 |",
      "",
      "<b>x</b>",
    ].join("\n");
    const fr = `${translation("fr")}\n${pasted}\n`;
    expect(() => parseArticle("7", files({ "7.fr.md": fr }))).toThrow(
      "7.fr.md: line 15: HTML is not allowed",
    );
    const article = parseArticle("7", files({ "7.fr.md": fr.replace("<b>x</b>", "Fin.") }))!;
    expect(article.versions.fr.html).toContain("<ul>\n<li>First point</li>\n<li>Second point</li>\n</ul>");
    expect(article.versions.fr.html).toMatch(/<thead>\n<tr>\n<th>Phase<\/th>[\s\S]*<td>Pilot<\/td>/);
  });

  it.each([
    ["Voir la note[[1]](#_ftn1).", "a footnote link pasted from Word"],
    ["| Phase | Weeks | | Discovery | 4 | | Pilot | 8 |", "a table that lost its rows"],
  ])("refuses what pasting left in %s, naming the line and what to do", (markdown, reason) => {
    expect(() =>
      parseArticle("7", files({ "7.fr.md": `${translation("fr")}\nTexte.\n\n${markdown}\n` })),
    ).toThrow(`app/content/blog/posts/7.fr.md: line 10: ${reason}`);
  });

  it("takes a slug as an id, and refuses an id that is not the file's name", () => {
    const named = (id: string) =>
      Object.fromEntries(
        languages.map((lang) => [`${id}.${lang}.md`, files()(`7.${lang}.md`)!.replace("id: 7", `id: ${id}`)]),
      );
    const slug = parseArticles(new Map(Object.entries(named("remote-teams-that-work"))));
    expect(slug.map((article) => article.id)).toEqual(["remote-teams-that-work"]);
    expect(() => parseArticle("8", files())).toThrow(/^app\/content\/blog\/posts\/8\.en\.md: missing/);
    expect(() => parseArticle("7", files({ "7.en.md": en.replace("id: 7", "id: 9") }))).toThrow(
      /^app\/content\/blog\/posts\/7\.en\.md: invalid front matter at "id": 9 is not the file's name \(7\)/,
    );
    expect(() => parseArticles(new Map([["Notes.en.md", en]]))).toThrow(
      /Notes\.en\.md: not an article's file name/,
    );
  });

  it("tells each mistake to `note` and reads the other articles on, for the build to list them all", () => {
    const named = (id: string) =>
      languages.map((lang) => [`${id}.${lang}.md`, files()(`7.${lang}.md`)!.replace("id: 7", `id: ${id}`)]);
    const good = named("remote-teams");
    const untranslated = named("ai-trends").filter(([name]) => !name!.endsWith(".pt.md"));
    const mistakes: string[] = [];
    const read = parseArticles(
      new Map([...good, ...untranslated, ["Notes.en.md", en]] as [string, string][]),
      (mistake) => mistakes.push(mistake.message),
    );
    expect(read.map((article) => article.id)).toEqual(["remote-teams"]);
    expect(mistakes).toEqual([
      expect.stringMatching(/^app\/content\/blog\/posts\/Notes\.en\.md: not an article's file name/),
      expect.stringMatching(/^app\/content\/blog\/posts\/ai-trends\.pt\.md: missing/),
    ]);
  });

  it("takes a photo as its cover, and refuses what is not an image of /images/blog/", () => {
    const described = (raw: string, alt: string) => raw.replace("---\n", `---\ncoverAlt: "${alt}"\n`);
    const withPhoto = (image: string, overrides: Record<string, string> = {}) =>
      files({
        "7.en.md": described(en.replace("/images/blog/7.svg", image), "A team at a whiteboard"),
        "7.pt.md": described(translation("pt"), "Uma equipe diante de um quadro"),
        "7.es.md": described(translation("es"), "Un equipo frente a una pizarra"),
        "7.fr.md": described(translation("fr"), "Une équipe devant un tableau"),
        ...overrides,
      });
    for (const image of ["/images/blog/7.jpg", "/images/blog/team.png", "/images/blog/x.webp"])
      expect(parseArticle("7", withPhoto(image))!.image).toBe(image);
    expect(parseArticle("7", withPhoto("/images/blog/7.jpg"))!.versions.fr.coverAlt).toBe(
      "Une équipe devant un tableau",
    );
    // A photo says nothing to a reader who cannot see it without its description, in each language.
    expect(() =>
      parseArticle("7", withPhoto("/images/blog/7.jpg", { "7.es.md": translation("es") })),
    ).toThrow(
      'app/content/blog/posts/7.es.md: invalid front matter at "coverAlt": a photo cover needs its description in each language',
    );
    expect(() =>
      parseArticle("7", files({ "7.en.md": en.replace("/images/blog/7.svg", "/images/blog/7.gif") })),
    ).toThrow(/^app\/content\/blog\/posts\/7\.en\.md: invalid front matter at "image"/);
  });

  it("typesets what the editor typed, in the title, the excerpt and the body, and never in code", () => {
    const typed = files({
      "7.fr.md": `---\ntitle: "L'IA: pourquoi?"\nexcerpt: 'Un "pilote" de 30 %'\n---\n\nC'est dit: voilà! Le code \`a:b\` reste.\n`,
      "7.en.md": en.replace('title: "Title"', `title: "Don't say \\"agents\\""`),
    });
    const article = parseArticle("7", typed)!;
    expect(article.versions.en.title).toBe("Don’t say “agents”");
    expect(article.versions.fr.title).toBe("L’IA\u00a0: pourquoi\u202f?");
    expect(article.versions.fr.excerpt).toBe("Un «\u202fpilote\u202f» de 30\u202f%");
    expect(article.versions.fr.html).toBe(
      "<p>C’est dit\u00a0: voilà\u202f! Le code <code>a:b</code> reste.</p>\n",
    );
  });

  it("refuses front matter that is not YAML, naming the file", () => {
    expect(() =>
      parseArticle("7", files({ "7.es.md": `---\ntitle: "a "b" c"\nexcerpt: x\n---\n\nz\n` })),
    ).toThrow(/^app\/content\/blog\/posts\/7\.es\.md: the front matter is not valid YAML/);
  });

  it("refuses a top-level heading in a body, naming the file and the line", () => {
    expect(() =>
      parseArticle("7", files({ "7.fr.md": `${translation("fr")}\nTexte.\n\n# Une partie\n\nSuite.\n` })),
    ).toThrow(/^app\/content\/blog\/posts\/7\.fr\.md: line \d+: a top-level heading \(# Une partie\)/);
  });

  it.each([
    ["[a link](javascript:alert(1))", "javascript:alert(1)"],
    ["<javascript:alert(1)>", "javascript:alert(1)"],
    ["[a link][r]\n\n[r]: vbscript:msgbox(1)", "vbscript:msgbox(1)"],
    ["[a link](data:text/html,hi)", "data:text/html,hi"],
    ["[a link](jav&#x61;script:alert(1))", "jav&#x61;script:alert(1)"],
    ["[a link](javascript&colon;alert(1))", "javascript&colon;alert(1)"],
    ["[a link](//evil.example/)", "//evil.example/"],
    ["[a link](file:///etc/passwd)", "file:///etc/passwd"],
  ])("refuses the link in %s, naming the file and the line", (markdown, href) => {
    expect(() =>
      parseArticle("7", files({ "7.es.md": `${translation("es")}\nTexto.\n\n${markdown}\n` })),
    ).toThrow(`app/content/blog/posts/7.es.md: line 10: a link to ${href}`);
  });

  it.each([
    ["![](https://evil.example/pixel.gif)", "https://evil.example/pixel.gif"],
    ["![a][i]\n\n[i]: //evil.example/pixel.gif", "//evil.example/pixel.gif"],
    ["![a](data:image/png;base64,AAAA)", "data:image/png;base64,AAAA"],
  ])("refuses the image in %s, naming the file and the line", (markdown, src) => {
    expect(() =>
      parseArticle("7", files({ "7.fr.md": `${translation("fr")}\nTexte.\n\n${markdown}\n` })),
    ).toThrow(`app/content/blog/posts/7.fr.md: line 10: an image from ${src}`);
  });

  it("refuses a photo without its description, naming the line and what to do", () => {
    expect(() =>
      parseArticle(
        "7",
        files({ "7.fr.md": `${translation("fr")}\nTexte.\n\n![ ](/images/blog/team.jpg)\n` }),
      ),
    ).toThrow(
      "app/content/blog/posts/7.fr.md: line 10: an image without a description (/images/blog/team.jpg): say what it shows",
    );
  });

  it("keeps links to the site, the web, an address and a phone, and the site's images", () => {
    const body = [
      "[contact](/contact), [a part](#part), [ERP](https://example.com/erp?a=1&b=2), <https://example.org>,",
      "[write](mailto:contact@innova-consulting.com), [call](tel:+14075550100), www.example.net",
      "",
      "![A chart](/images/blog/1.svg)",
    ].join("\n");
    const article = parseArticle("7", files({ "7.pt.md": `${translation("pt")}\n${body}\n` }))!;
    expect(article.versions.pt.html).toContain('<a href="https://example.com/erp?a=1&b=2">');
    expect(article.versions.pt.html).toContain('<img src="/images/blog/1.svg" alt="A chart">');
  });

  it("refuses raw HTML in a body, naming the file and the line", () => {
    expect(() =>
      parseArticle(
        "7",
        files({ "7.pt.md": `${translation("pt")}\nTexto.\n\n<div onclick="x()">oi</div>\n` }),
      ),
    ).toThrow(
      /^app\/content\/blog\/posts\/7\.pt\.md: line \d+: HTML is not allowed in an article \(<div onclick="x\(\)">/,
    );
  });
});
