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
  const parts = asNotes(html)
    .split(/(?=<h2[\s>])/)
    .filter((part) => part.trim() !== "");
  return (
    <div className={`article-body ${className}`.trim()}>
      {parts.map((part, index) => (
        <div key={index} className="article-part" dangerouslySetInnerHTML={{ __html: part }} />
      ))}
    </div>
  );
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
