/**
 * An article's body (HTML the build made from its Markdown, `content/blog/articles.server.ts`), in
 * parts: the opening, then one part per section (each `##` heading and what follows it). The parts
 * after the opening are drawn as the reader nears them (`.article-part` in `styles/app.css`), so
 * the first paint styles and lays out the first screen, not the whole article. A paragraph written
 * wholly in italics is an editor's note ("_Update, November 2026: …_"), set apart between rules,
 * what comes before its first colon as its label. Reading the build's HTML as text is exact here:
 * the build refuses HTML in Markdown and escapes every `<` of the text.
 */
export function ArticleBody({ html, className = "" }: { html: string; className?: string }) {
  const parts = sections(asNotes(html));
  return (
    <div className={`article-body ${className}`.trim()}>
      {parts.map((part, index) => (
        <div key={index} className="article-part" dangerouslySetInnerHTML={{ __html: part }} />
      ))}
    </div>
  );
}

/**
 * The body cut before each `<h2>` of its own: not one inside a quotation or a list (`> ## …`), which
 * a part would cut in two.
 */
function sections(html: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (const tag of html.matchAll(/<(\/?)(blockquote|ul|ol)[\s>]|<h2[\s>]/g)) {
    if (tag[2]) depth += tag[1] ? -1 : 1;
    else if (depth === 0 && tag.index > start) {
      parts.push(html.slice(start, tag.index));
      start = tag.index;
    }
  }
  parts.push(html.slice(start));
  return parts.filter((part) => part.trim() !== "");
}

/** The longest label a note's first words make: a date and a word or two ("Mise à jour, novembre 2026 :"). */
const labelLength = 60;

/** Each paragraph that is one `<em>` as a note: `<p class="article-note">`, its label in a `<strong>`. */
function asNotes(html: string): string {
  return html.replace(/<p><em>((?:(?!<\/?em>|<\/?p>)[\s\S])*)<\/em><\/p>/g, (_, text: string) => {
    const colon = text.indexOf(":");
    const labelled = colon > 0 && colon < labelLength && !text.slice(0, colon).includes("<");
    return labelled
      ? `<p class="article-note"><strong>${text.slice(0, colon + 1)}</strong>${text.slice(colon + 1)}</p>`
      : `<p class="article-note">${text}</p>`;
  });
}
