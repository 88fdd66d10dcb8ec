/**
 * Sentence case in Portuguese and Spanish headings, judged by the language's own text rather than a
 * list of names. A heading capitalizes its first word and proper names; English Title Case, the
 * mistake a translation makes, also capitalizes common words ("Nossos Serviços de Consultoria").
 * Which word is which is read from the site's running text (paragraphs and list items) in that
 * language:
 * - a **common word** is one the text writes in lowercase ("serviços");
 * - a **name** is one the text capitalizes in the middle of a sentence ("um varejista de Lisboa",
 *   "com o Mercado Livre"): a name that is also a common word ("Belo Horizonte") shows itself so.
 * A capitalized word after the first is a mistake only when it is a common word and not a name. So
 * a place, a client or a colleague an editor names is accepted with no list to update; a name that
 * appears only in a heading is accepted too, unless the language also uses it as a common word.
 */
export interface WordUsage {
  common: ReadonlySet<string>;
  names: ReadonlySet<string>;
}

const word = /[\p{L}]+(?:['’][\p{L}]+)?/gu;
const capitalized = /^\p{Lu}\p{Ll}+$/u;
/** What starts a sentence (or a quotation, a parenthesis, a dash), after which a capital says nothing. */
const sentenceStart = /[.!?:«“"(—–]/;

/** The words of running text, as common words and names (lowercase keys). */
export function wordUsage(passages: readonly string[]): WordUsage {
  const common = new Set<string>();
  const names = new Set<string>();
  for (const passage of passages) {
    let midSentence = false;
    let last = 0;
    for (const match of passage.matchAll(word)) {
      if (sentenceStart.test(passage.slice(last, match.index))) midSentence = false;
      last = match.index + match[0].length;
      const text = match[0];
      if (text === text.toLowerCase()) {
        common.add(text);
        midSentence = true;
      } else if (midSentence && capitalized.test(text)) names.add(text.toLowerCase());
    }
  }
  return { common, names };
}

/**
 * The words of `heading` that Title Case capitalized: common words, not names, after the first. A
 * word that starts a sentence or a subtitle within the heading ("…: El futuro") may be capitalized.
 */
export function titleCaseWords(heading: string, usage: WordUsage): string[] {
  // The first word, after any "1." numbering, is capitalized in every language.
  const text = heading.replace(/^\d+\.\s*/, "");
  let last = 0;
  return [...text.matchAll(word)].flatMap((match, index) => {
    const starts = index === 0 || sentenceStart.test(text.slice(last, match.index));
    last = match.index + match[0].length;
    const lower = match[0].toLowerCase();
    return !starts && capitalized.test(match[0]) && usage.common.has(lower) && !usage.names.has(lower)
      ? [match[0]]
      : [];
  });
}

/** The running text of a page: its paragraphs, list items and table cells, inline markup removed. */
export function passagesOf(html: string): string[] {
  const body = html.replace(/<script\b[\s\S]*?<\/script>/g, " ").replace(/<head>[\s\S]*?<\/head>/, " ");
  return [...body.matchAll(/<(p|li|td)\b[^>]*>([\s\S]*?)<\/\1>/g)].map((match) =>
    match[2]!
      .replace(/<[^>]+>/g, "")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&")
      .replace(/&nbsp;/g, " "),
  );
}
