/**
 * An article's body (HTML the build made from its Markdown, `content/blog/articles.server.ts`), in
 * parts: the opening, then one part per section (each `##` heading and what follows it). The parts
 * after the opening are drawn as the reader nears them (`.article-part` in `styles/app.css`), so
 * the first paint styles and lays out the first screen, not the whole article. Splitting before
 * `<h2` is exact: the build refuses HTML in Markdown and escapes every `<` of the text.
 */
export function ArticleBody({ html, className = "" }: { html: string; className?: string }) {
  const parts = html.split(/(?=<h2[\s>])/).filter((part) => part.trim() !== "");
  return (
    <div className={`article-body ${className}`.trim()}>
      {parts.map((part, index) => (
        <div key={index} className="article-part" dangerouslySetInnerHTML={{ __html: part }} />
      ))}
    </div>
  );
}
