import { Fragment, type ReactNode } from "react";
import { useEmail } from "../render";
import { tone } from "../theme";

/** A part's text: its content, then the blank line that ends a part (or `end`). */
export const asText = (content: ReactNode, end = "\n\n") => (
  <>
    {content}
    {end}
  </>
);

export function Paragraph({ children, muted }: { children: ReactNode; muted?: boolean }) {
  const { text } = useEmail();
  if (text) return asText(children);
  const style = { margin: "0 0 16px" };
  return muted ? <p {...tone("muted", style)}>{children}</p> : <p style={style}>{children}</p>;
}

/** Lines that belong together (a sign-off), one under the other. */
export function Lines({ lines }: { lines: string[] }) {
  const { text } = useEmail();
  if (text) return asText(lines.join("\n"));
  return (
    <p style={{ margin: "24px 0 0" }}>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </p>
  );
}

/** A heading over what follows it; in the text part it introduces it with a colon. */
export function Heading({ children }: { children: ReactNode }) {
  const { text, colon } = useEmail();
  if (text) return asText(children, `${colon.trimEnd()}\n`);
  return <h2 {...tone("ink", { margin: "24px 0 8px", fontSize: 16, lineHeight: 1.4 })}>{children}</h2>;
}

/** A main division of a long email (the newsletter's articles, its archive): ruled off above, capitals in text. */
export function SectionHeading({ title }: { title: string }) {
  const { text, lang } = useEmail();
  if (text) return asText(`\n${title.toLocaleUpperCase(lang)}`);
  const style = {
    margin: "28px 0 12px",
    paddingTop: 20,
    borderTop: "1px solid",
    fontSize: 18,
    lineHeight: 1.3,
  };
  return <h2 {...tone(["ink", "rule"], style)}>{title}</h2>;
}

/** A small label over a group (a topic of the newsletter): small capitals, between dashes in text. */
export function GroupHeading({ title }: { title: string }) {
  const { text } = useEmail();
  if (text) return asText(`— ${title} —`);
  const style = {
    margin: "20px 0 10px",
    fontSize: 13,
    letterSpacing: "0.05em",
    textTransform: "uppercase",
  } as const;
  return <h3 {...tone("muted", style)}>{title}</h3>;
}

/** A list, numbered (steps) or not; in the text part `1. ` or `- ` before each item. */
export function List({ items, ordered }: { items: ReactNode[]; ordered?: boolean }) {
  const { text } = useEmail();
  if (text)
    return asText(
      items.map((item, index) => (
        <Fragment key={index}>
          {ordered ? `${index + 1}. ` : "- "}
          {item}
          {"\n"}
        </Fragment>
      )),
      "\n",
    );
  const ListTag = ordered ? "ol" : "ul";
  return (
    <ListTag style={{ margin: "0 0 16px", paddingLeft: 22 }}>
      {items.map((item, index) => (
        <li key={index} style={{ margin: "0 0 6px" }}>
          {item}
        </li>
      ))}
    </ListTag>
  );
}

/** Words a visitor typed, as they typed them (line breaks kept), set apart under a label. */
export function Quote({ label, children }: { label: string; children: string }) {
  const { text, colon } = useEmail();
  if (text) return asText(`${label}${colon.trimEnd()}\n${children}`);
  const style = { margin: 0, padding: "12px 16px", borderLeft: "3px solid", whiteSpace: "pre-wrap" } as const;
  return (
    <>
      <p {...tone("muted", { margin: "0 0 6px", fontSize: 14, fontWeight: 600 })}>{label}</p>
      <div {...tone("quote", { ...style, wordBreak: "break-word" })}>{children}</div>
    </>
  );
}

/** A note at the top for the firm (a proof, a test copy), set apart from the email's own words. */
export function Note({ children }: { children: string }) {
  const { text } = useEmail();
  if (text) return asText(children);
  return <p {...tone("note", { margin: "0 0 16px", padding: "8px 12px", fontSize: 13 })}>{children}</p>;
}
