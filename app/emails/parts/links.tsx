import type { ReactNode } from "react";
import { useEmail } from "../render";
import { tone } from "../theme";

/** How a link looks: the accent (`link`), the footer's grey (`muted`), or as text (`quiet`: a phone number). */
type LinkLook = "link" | "muted" | "quiet";

const looks = {
  link: tone("link"),
  muted: tone("muted"),
  quiet: tone("text", { textDecoration: "none" }),
} satisfies Record<LinkLook, unknown>;

interface LinkProps {
  href: string;
  children: ReactNode;
  look?: LinkLook;
}

/**
 * A link in running text. In the text part it is written after its words, `words (address)`, unless
 * the words are the address (a URL, an email address) or a phone number.
 */
export function Link({ href, children, look = "link" }: LinkProps) {
  const { text } = useEmail();
  if (!text)
    return (
      <a href={href} {...looks[look]}>
        {children}
      </a>
    );
  const isAddress = href.startsWith("tel:") || href.replace(/^mailto:/, "") === children;
  return isAddress ? (
    children
  ) : (
    <>
      {children} ({href})
    </>
  );
}

/** A link on a line of its own (to the blog, to unsubscribe); in the text part `words: address`. */
export function ActionLink({
  href,
  children,
  look = "link",
  arrow,
}: LinkProps & {
  children: string;
  /** After the words, in HTML: a link that leads on ("Read the article →"). */
  arrow?: boolean;
}) {
  const { text, colon } = useEmail();
  if (text) return `${children}${colon}${href}`;
  const { className, style } = looks[look];
  return (
    <a href={href} className={className} style={arrow ? { ...style, fontWeight: 600 } : style}>
      {arrow ? `${children} →` : children}
    </a>
  );
}

/**
 * The one action an email asks for, as a button, with its address written out under it for a reader
 * whose client shows no button (`hint` says so). In the text part: its words, then the address.
 */
export function Button({ href, children, hint }: { href: string; children: string; hint: string }) {
  const { text, colon } = useEmail();
  if (text) return `${children}${colon.trimEnd()}\n${href}\n\n`;
  const button = { display: "inline-block", padding: "12px 20px", fontWeight: 600, textDecoration: "none" };
  return (
    <>
      {/* The cell is the button where a client ignores a link's padding (Outlook on Windows). */}
      <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: "24px 0" }}>
        <tbody>
          <tr>
            <td {...tone("button", { borderRadius: 6 })}>
              <a href={href} {...tone("button", { ...button, borderRadius: 6 })}>
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
