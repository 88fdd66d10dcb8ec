import { Marked, type Token } from "marked";
import { Fragment, type ReactNode } from "react";
import { typeset } from "~/content/typeset";
import type { Lang } from "~/i18n/locales";
import { useEmail } from "./render";
import { Link } from "./parts/links";
import { Heading, List, Paragraph } from "./parts/text";

const marked = new Marked();

/** Bold, italic, code and struck text: their words alone in the text part. */
function Styled({ as: Tag, children }: { as: "strong" | "em" | "code" | "del"; children: ReactNode }) {
  const { text } = useEmail();
  return text ? children : <Tag>{children}</Tag>;
}

function LineBreak() {
  const { text } = useEmail();
  return text ? "\n" : <br />;
}

interface Props {
  /** What an editor wrote: paragraphs, headings, lists, emphasis, links. */
  markdown: string;
  lang: Lang;
  /** A link's address as the email gives it (the site's links in the reader's language, tagged). */
  href: (href: string) => string;
}

/**
 * Markdown an editor wrote (a newsletter's editorial), as parts of the email: its words typeset for
 * the language (`content/typeset.ts`), never a link's address. What Markdown would pass through as
 * HTML (`<b>`), or an image, shows as the text it is: the build refuses both in content files.
 */
export function Markdown({ markdown, lang, href }: Props) {
  const tokens = marked.lexer(markdown);
  let previous = "";
  marked.walkTokens(tokens, (token) => {
    if ((token.type === "text" || token.type === "escape") && !("tokens" in token && token.tokens)) {
      token.text = typeset(token.text, lang, previous);
      previous = token.text;
    } else if (token.type === "codespan") previous = token.text;
  });

  const inline = (list: Token[] = []): ReactNode =>
    list.map((token, index) => {
      switch (token.type) {
        case "text":
          return "tokens" in token && token.tokens ? (
            <Fragment key={index}>{inline(token.tokens)}</Fragment>
          ) : (
            token.text
          );
        case "strong":
        case "em":
        case "del":
          return (
            <Styled key={index} as={token.type}>
              {inline(token.tokens)}
            </Styled>
          );
        case "codespan":
          return (
            <Styled key={index} as="code">
              {token.text}
            </Styled>
          );
        case "br":
          return <LineBreak key={index} />;
        case "link":
          return (
            <Link key={index} href={href(token.href)}>
              {inline(token.tokens)}
            </Link>
          );
        default:
          return "text" in token ? token.text : token.raw;
      }
    });

  return tokens.map((token, index) => {
    switch (token.type) {
      case "space":
        return null;
      case "heading":
        return <Heading key={index}>{inline(token.tokens)}</Heading>;
      case "list":
        return (
          <List
            key={index}
            ordered={token.ordered}
            items={(token.items as Token[]).map((item) =>
              "tokens" in item ? inline(item.tokens) : item.raw,
            )}
          />
        );
      case "paragraph":
        return <Paragraph key={index}>{inline(token.tokens)}</Paragraph>;
      default:
        return <Paragraph key={index}>{"text" in token ? token.text : token.raw}</Paragraph>;
    }
  });
}
