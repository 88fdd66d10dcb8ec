import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { markdownToHtml } from "~/content/blog/articles.server";
import { ArticleBody } from "./article-body";

/** The parts an article's Markdown is drawn in, each part's HTML. */
function parts(markdown: string): string[] {
  const html = renderToStaticMarkup(<ArticleBody html={markdownToHtml("test.md", markdown, "en")} />);
  return [...html.matchAll(/<div class="article-part">([\s\S]*?)<\/div>/g)].map((part) => part[1]!.trim());
}

describe("ArticleBody", () => {
  it("draws the opening, then a part per section, its heading first, every word kept", () => {
    const markdown = "Opening.\n\nMore.\n\n## First\n\nOne.\n\n### Detail\n\nTwo.\n\n## Second\n\n- a\n- b\n";
    const drawn = parts(markdown);
    expect(drawn).toHaveLength(3);
    expect(drawn[0]).toBe("<p>Opening.</p>\n<p>More.</p>");
    expect(drawn[1]).toMatch(/^<h2>First<\/h2>[\s\S]*<h3>Detail<\/h3>[\s\S]*<p>Two\.<\/p>$/);
    expect(drawn[2]).toMatch(/^<h2>Second<\/h2>\n<ul>/);
    expect(drawn.join("\n")).toBe(markdownToHtml("test.md", markdown, "en").trim());
  });

  it("starts with a section when the article does, and splits at headings only", () => {
    const drawn = parts("## Only\n\nWrite `<h2>` to make a heading, or <h2 in prose.\n");
    expect(drawn).toHaveLength(1);
    expect(drawn[0]).toContain("<code>&lt;h2&gt;</code>");
  });

  it("keeps a heading inside a quotation or a list in its part, the part whole", () => {
    const markdown = "Opening.\n\n> ## Quoted\n>\n> Said.\n\n- ## Listed\n\n## Next\n\nText.\n";
    const html = renderToStaticMarkup(<ArticleBody html={markdownToHtml("test.md", markdown, "en")} />);
    const drawn = parts(markdown);
    expect(drawn).toHaveLength(2);
    expect(drawn[0]).toMatch(
      /^<p>Opening\.<\/p>\n<blockquote>\n<h2>Quoted<\/h2>[\s\S]*<\/blockquote>\n<ul>[\s\S]*<\/ul>$/,
    );
    expect(drawn[1]).toMatch(/^<h2>Next<\/h2>/);
    expect(html.match(/<h2>/g)).toHaveLength(3);
  });

  it("sets a paragraph wholly in italics apart as a note, its label what comes before its colon", () => {
    const markdown =
      "Opening.\n\n_Mise à jour, novembre 2026 : les cinq tendances se sont confirmées._\n\n_A note with no label, it says nothing before a colon of its own: only after sixty letters and more than that, here._\n\nSome _emphasis_ in a sentence.\n";
    const html = renderToStaticMarkup(<ArticleBody html={markdownToHtml("test.md", markdown, "fr")} />);
    expect(html).toContain(
      '<p class="article-note"><strong>Mise à jour, novembre 2026\u00a0:</strong> les cinq tendances se sont confirmées.</p>',
    );
    expect(html).toMatch(/<p class="article-note">A note with no label, it says nothing/);
    expect(html).toContain("<p>Some <em>emphasis</em> in a sentence.</p>");
  });
});
