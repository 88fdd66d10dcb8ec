import { marked, type Token } from "marked";

/**
 * Where a link or an image an editor writes in Markdown (an article, an issue's editorial) may lead.
 * The build refuses the rest, naming the file and the line, so that neither a page nor a feed nor an
 * email carries it:
 * - a link goes to a path of the site (`/contact`, `#part`), or to `https:`, `http:`, `mailto:` or
 *   `tel:`; never a scheme a browser runs or opens (`javascript:`, `vbscript:`, `data:`, `file:`),
 *   never `//host` (another site, written as if it were ours);
 * - an image is one of the site's (`/images/…`): an image from another host is a tracking pixel in a
 *   feed reader, and the page's policy would not show it anyway; and it says what it shows (its
 *   alternative text), for a reader who cannot see it.
 * A character reference (`&#x61;`, `&colon;`) is refused too: the browser decodes it before it reads
 * the address, so it could spell any scheme.
 */
const allowedLink = /^(?:\/(?![/\\])|#|\?|https?:\/\/|mailto:|tel:)/i;
const siteImage = /^\/images\/(?![/\\])/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const unsafeCharacters = /[\s\\\u0000-\u001f\u007f]|&[#\w]+;/;

/** What is wrong with a link or an image, and its address as shown to the editor. */
export interface LinkProblem {
  kind: "foreignImage" | "undescribedImage" | "link";
  sample: string;
}

/** What the build refuses in `token` (a link or an image), or nothing (`admin/checks.ts` words it for the editor). */
export function linkProblem(token: Token): LinkProblem | undefined {
  if (token.type !== "link" && token.type !== "image") return undefined;
  const href = token.href;
  const sample = href.length > 60 ? `${href.slice(0, 60)}…` : href;
  if (token.type === "image" && (!siteImage.test(href) || unsafeCharacters.test(href)))
    return { kind: "foreignImage", sample };
  if (token.type === "image" && !token.text.trim()) return { kind: "undescribedImage", sample };
  if (token.type === "link" && (!allowedLink.test(href) || unsafeCharacters.test(href)))
    return { kind: "link", sample };
  return undefined;
}

/** Why the build refuses `token` (a link or an image), or nothing. */
export function linkRefusal(token: Token): string | undefined {
  const found = linkProblem(token);
  const shown = found?.sample;
  if (found?.kind === "foreignImage")
    return `an image from ${shown}: only the site's own images (/images/…) are shown`;
  if (found?.kind === "undescribedImage")
    return `an image without a description (${shown}): say what it shows between the brackets, as ![Our team in Orlando](${shown}), for readers who cannot see it`;
  if (found?.kind === "link")
    return `a link to ${shown}: write a path of the site (/contact), or an https:, mailto: or tel: address`;
  return undefined;
}

/**
 * Throws, naming the file and its line, on the first link or image of `markdown` the build refuses;
 * `firstLine` is the file's line where `markdown` starts (after the front matter).
 */
export function checkLinks(file: string, markdown: string, firstLine: number) {
  marked.walkTokens(marked.lexer(markdown), (token) => {
    const refusal = linkRefusal(token);
    if (!refusal) return;
    const line = firstLine - 1 + markdown.slice(0, markdown.indexOf(token.raw)).split("\n").length;
    throw new Error(`${file}: line ${line}: ${refusal}`);
  });
}
