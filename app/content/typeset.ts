import type { Lang } from "~/i18n/locales";

/**
 * What an editor types on a plain keyboard, set as each language prints it: typographic apostrophes
 * and quotes (“ ” in English, Portuguese and Spanish; « » in French), an ellipsis, and French spacing
 * (a no-break space before `:` and inside « », a narrow one before `; ! ?` and `%`, none between a
 * number and the word that follows it, none after the hyphen of au-delà); in Portuguese, none after
 * the hyphen of a short prefix (bem-sucedido). Applied by the build to the text editors write (articles,
 * newsletter issues), never to code, URLs or markup: `typesetMarkdown` walks Markdown's text only.
 *
 * Quote marks are set by what precedes them: after a space, an opening mark or the start of the text,
 * a `"` opens; anywhere else it closes. `previous` is the character before `text` (the end of the
 * text before it, when a document is set in pieces).
 */
const nbsp = "\u00a0";
const narrow = "\u202f";
const joiner = "\u2060";
const quotes: Record<Lang, [open: string, close: string]> = {
  en: ["“", "”"],
  pt: ["“", "”"],
  es: ["“", "”"],
  fr: ["«", "»"],
};

/**
 * `text` between the quotation marks of `lang`: “…” in English, Portuguese and Spanish, « … » in
 * French with narrow no-break spaces inside. In the text itself, not drawn by CSS (`quotes`): a mark
 * drawn after the text would move along with its end while a slow page's HTML arrives.
 */
export function quoted(text: string, lang: Lang): string {
  const [open, close] = quotes[lang];
  return lang === "fr" ? `${open}${narrow}${text}${narrow}${close}` : `${open}${text}${close}`;
}

const opensAfter = /[\s([{\u2014\u2013“‘«\u00a0\u202f-]/u;

export function typeset(text: string, lang: Lang, previous = ""): string {
  const [open, close] = quotes[lang];
  let result = "";
  for (const char of text) {
    const before = result.at(-1) ?? previous.at(-1) ?? "";
    if (char === '"') {
      const opening = before === "" || opensAfter.test(before);
      result += opening ? open : close;
    } else if (char === "'") {
      // An apostrophe (l’avenir, don’t, the ’90s), or a single quote opening after a space.
      result += before === "" || /\s/u.test(before) ? "‘" : "’";
    } else result += char;
  }
  result = result.replace(/\.\.\.(?!\.)/g, "…");
  const spacing = lang === "fr" ? frenchSpacing : lang === "pt" ? portugueseHyphens : undefined;
  if (!spacing) return result;
  // Set with the character before it, so that a mark that begins this piece is spaced from it (and
  // a word that goes on from the piece before is not taken for a short one); then that character,
  // as spacing set it (a closing » becomes two), is taken off again.
  const context = previous.slice(-1);
  const spaced = spacing(context + result);
  const spacedContext = spacing(context);
  return spaced.slice(spaced.startsWith(spacedContext) ? spacedContext.length : context.length);
}

/**
 * bem-sucedido, pós-venda, pré-projeto: a Portuguese prefix of up to three letters stays on the line
 * of the word it joins (a word joiner after its hyphen), as in a narrow figure's label.
 */
const portugueseHyphens = (text: string) =>
  text.replace(/(?<=(?:^|[^\p{L}])\p{L}{1,3})-(?=\p{L})/gu, `-${joiner}`);

function frenchSpacing(text: string) {
  return (
    text
      // « word » with narrow no-break spaces inside, whatever was typed (a space, or none).
      .replace(/«[ \u00a0\u202f]?/g, `«${narrow}`)
      .replace(/[ \u00a0\u202f]?»/g, `${narrow}»`)
      // Before the high punctuation, when it is punctuation: followed by a space, a closing mark or
      // the end (not `https://`, `14:30` or a query's `?x=`).
      .replace(/[ \u00a0\u202f]?:(?=\s|$|[»)\]])/gu, `${nbsp}:`)
      .replace(/(?<=[^\s?!;])[ \u00a0\u202f]?([;!?])(?=\s|$|[»)\]!?])/gu, `${narrow}$1`)
      // 30 % and 1 200: a narrow no-break space; 24 heures, 15 janvier: a no-break one.
      .replace(/(\d)[ \u00a0]?%/g, `$1${narrow}%`)
      .replace(/(\d) (?=\d{3}\b)/g, `$1${narrow}`)
      .replace(/(\d) (?=\p{L})/gu, `$1${nbsp}`)
      // au-delà, c’est-à-dire, e-mail: no line break after a hyphen that joins a word of one or two
      // letters (a word joiner, which draws nothing).
      .replace(
        /(?<=(?:^|[^\p{L}])\p{L}{1,2})-(?=\p{L})|(?<=\p{L})-(?=\p{L}{1,2}(?:[^\p{L}]|$))/gu,
        `-${joiner}`,
      )
  );
}
