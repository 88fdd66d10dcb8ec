import { Fragment, type ReactNode } from "react";
import { useEmail } from "./render";
import { tone } from "./theme";

/**
 * The parts an email is made of, each drawn twice: as HTML (inline styles, tables where a layout
 * needs columns) and as the text part (`useEmail().text`), where a part ends in a blank line and a
 * link is written out. Copy comes in through props; none is written here.
 */

/** How a link looks: the accent (`link`), the footer's grey (`muted`), or as text (`quiet`: a phone number). */
type LinkLook = "link" | "muted" | "quiet";

const linkStyles = {
  link: tone("link"),
  muted: tone("muted"),
  quiet: tone("text", { textDecoration: "none" }),
} satisfies Record<LinkLook, unknown>;

/**
 * A link. In the text part it is written after its words, `words (address)`, unless the words are
 * the address (a URL, an email address) or a phone number.
 */
export function Link({
  href,
  children,
  look = "link",
}: {
  href: string;
  children: ReactNode;
  look?: LinkLook;
}) {
  const { text } = useEmail();
  if (text) {
    const isAddress = href.startsWith("tel:") || href.replace(/^mailto:/, "") === children;
    return isAddress ? (
      children
    ) : (
      <>
        {children} ({href})
      </>
    );
  }
  return (
    <a href={href} {...linkStyles[look]}>
      {children}
    </a>
  );
}

export function Paragraph({
  children,
  muted,
  small,
}: {
  children: ReactNode;
  muted?: boolean;
  small?: boolean;
}) {
  const { text } = useEmail();
  if (text)
    return (
      <>
        {children}
        {"\n\n"}
      </>
    );
  const style = { margin: "0 0 16px", ...(small ? { fontSize: 13 } : {}) };
  return muted ? <p {...tone("muted", style)}>{children}</p> : <p style={style}>{children}</p>;
}

/** Lines that belong together (a sign-off), one under the other. */
export function Lines({ lines }: { lines: string[] }) {
  const { text } = useEmail();
  if (text)
    return (
      <>
        {lines.join("\n")}
        {"\n\n"}
      </>
    );
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
  if (text)
    return (
      <>
        {children}
        {colon.trimEnd()}
        {"\n"}
      </>
    );
  return <h2 {...tone("ink", { margin: "24px 0 8px", fontSize: 16, lineHeight: 1.4 })}>{children}</h2>;
}

/** A main division of a long email (the newsletter's articles, its archive): ruled off above, capitals in text. */
export function SectionHeading({ title }: { title: string }) {
  const { text, lang } = useEmail();
  if (text)
    return (
      <>
        {"\n"}
        {title.toLocaleUpperCase(lang)}
        {"\n\n"}
      </>
    );
  return (
    <h2
      {...tone(["ink", "rule"], {
        margin: "28px 0 12px",
        paddingTop: 20,
        borderTop: "1px solid",
        fontSize: 18,
        lineHeight: 1.3,
      })}
    >
      {title}
    </h2>
  );
}

/** A small label over a group (a topic of the newsletter): small capitals, between dashes in text. */
export function GroupHeading({ title }: { title: string }) {
  const { text } = useEmail();
  if (text)
    return (
      <>
        {`— ${title} —`}
        {"\n\n"}
      </>
    );
  return (
    <h3
      {...tone("muted", {
        margin: "20px 0 10px",
        fontSize: 13,
        letterSpacing: "0.05em",
        textTransform: "uppercase",
      })}
    >
      {title}
    </h3>
  );
}

/**
 * The one action an email asks for, as a button, with its address written out under it for a reader
 * whose client shows no button (`hint` says so). In the text part: its words, then the address.
 */
export function Button({ href, children, hint }: { href: string; children: string; hint: string }) {
  const { text, colon } = useEmail();
  if (text) return <>{`${children}${colon.trimEnd()}\n${href}\n\n`}</>;
  return (
    <>
      <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: "24px 0" }}>
        <tbody>
          <tr>
            <td {...tone("button", { borderRadius: 6 })}>
              <a
                href={href}
                {...tone("button", {
                  display: "inline-block",
                  padding: "12px 20px",
                  borderRadius: 6,
                  fontWeight: 600,
                  textDecoration: "none",
                })}
              >
                {children}
              </a>
            </td>
          </tr>
        </tbody>
      </table>
      <p {...tone("muted", { margin: "0 0 4px", fontSize: 13 })}>{hint}</p>
      <p style={{ margin: "0 0 16px", fontSize: 13, wordBreak: "break-all" }}>
        <Link href={href}>{href}</Link>
      </p>
    </>
  );
}

/** A link on a line of its own (to the blog, to unsubscribe); in the text part `words: address`. */
export function ActionLink({
  href,
  children,
  look = "link",
  arrow,
}: {
  href: string;
  children: string;
  look?: LinkLook;
  /** After the words, in HTML: a link that leads on ("Read the article →"). */
  arrow?: boolean;
}) {
  const { text, colon } = useEmail();
  if (text) return <>{`${children}${colon}${href}`}</>;
  return (
    <a
      href={href}
      className={linkStyles[look].className}
      style={{ ...linkStyles[look].style, ...(arrow ? { fontWeight: 600 } : {}) }}
    >
      {arrow ? `${children} →` : children}
    </a>
  );
}

/** A list, numbered (steps) or not; in the text part `1. ` or `- ` before each item. */
export function List({ items, ordered }: { items: ReactNode[]; ordered?: boolean }) {
  const { text } = useEmail();
  if (text)
    return (
      <>
        {items.map((item, index) => (
          <Fragment key={index}>
            {ordered ? `${index + 1}. ` : "- "}
            {item}
            {"\n"}
          </Fragment>
        ))}
        {"\n"}
      </>
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

/** Labelled values, a label and its value to a row; `label: value` lines in the text part. */
export function Fields({
  rows,
  labels = "strong",
}: {
  rows: [string, ReactNode][];
  labels?: "strong" | "plain";
}) {
  const { text, colon } = useEmail();
  if (text)
    return (
      <>
        {rows.map(([label, value], index) => (
          <Fragment key={index}>
            {label}
            {colon}
            {value}
            {"\n"}
          </Fragment>
        ))}
        {"\n"}
      </>
    );
  const cell = { padding: "4px 16px 4px 0", verticalAlign: "top" } as const;
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: "0 0 16px" }}>
      <tbody>
        {rows.map(([label, value], index) => (
          <tr key={index}>
            <th
              scope="row"
              align="left"
              {...tone("muted", {
                ...cell,
                fontWeight: labels === "strong" ? 600 : 400,
                whiteSpace: "nowrap",
              })}
            >
              {label}
            </th>
            <td style={{ ...cell, paddingRight: 0, wordBreak: "break-word" }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Words a visitor typed, as they typed them (line breaks kept), set apart under a label. */
export function Quote({ label, children }: { label: string; children: string }) {
  const { text, colon } = useEmail();
  if (text) return <>{`${label}${colon.trimEnd()}\n${children}\n\n`}</>;
  return (
    <>
      <p {...tone("muted", { margin: "0 0 6px", fontSize: 14, fontWeight: 600 })}>{label}</p>
      <div
        {...tone("quote", {
          margin: 0,
          padding: "12px 16px",
          borderLeft: "3px solid",
          whiteSpace: "pre-wrap",
          wordBreak: "break-word",
        })}
      >
        {children}
      </div>
    </>
  );
}

/** A note at the top for the firm (a proof, a test copy), set apart from the email's own words. */
export function Note({ children }: { children: string }) {
  const { text } = useEmail();
  if (text)
    return (
      <>
        {children}
        {"\n\n"}
      </>
    );
  return <p {...tone("note", { margin: "0 0 16px", padding: "8px 12px", fontSize: 13 })}>{children}</p>;
}

/**
 * Figures in columns under their headers. In the text part a row to a line: its first cell, then
 * each other cell after its column's header, `  ·  ` between them. No rows: `empty`, in words.
 */
export function DataTable({ columns, rows, empty }: { columns: string[]; rows: string[][]; empty: string }) {
  const { text, colon } = useEmail();
  if (rows.length === 0)
    return text ? <>{`${empty}\n\n`}</> : <p {...tone("muted", { margin: "0 0 8px" })}>{empty}</p>;
  if (text)
    return (
      <>
        {rows.map((row) =>
          [row[0], ...row.slice(1).map((cell, index) => `${columns[index + 1]}${colon}${cell}`)]
            .filter(Boolean)
            .join("  ·  ")
            .concat("\n"),
        )}
        {"\n"}
      </>
    );
  const cell = { padding: "4px 12px 4px 0", textAlign: "left", verticalAlign: "top" } as const;
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: "0 0 8px", fontSize: 14 }}>
      <tbody>
        <tr>
          {columns.map((column, index) => (
            <th key={index} {...tone("muted", { ...cell, fontWeight: 600 })}>
              {column}
            </th>
          ))}
        </tr>
        {rows.map((row, index) => (
          <tr key={index}>
            {row.map((value, column) => (
              // The first cell names the row (a path, a source: long, and anyone's choice); figures keep whole.
              <td
                key={column}
                style={{
                  ...cell,
                  ...(column === 0 ? { wordBreak: "break-word" } : { whiteSpace: "nowrap" }),
                }}
              >
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
