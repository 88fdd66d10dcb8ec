import { Fragment, type CSSProperties, type ReactNode } from "react";
import { site } from "~/config/site";
import { localeTags, type Lang } from "~/i18n/locales";
import { useEmail } from "./render";
import { darkStylesheet, fontFamily, tone } from "./theme";

/**
 * The wordmark as text, not an image: Gmail shows no SVG, many readers block remote images, and the
 * firm's emails load nothing from elsewhere. The short name in the mark's weight and spacing, and its
 * teal square full stop as a coloured box (`app/config/wordmark.ts` draws the same for the site). A
 * client that drops the box (Outlook on Windows) still shows the name, and so does every reader with
 * images blocked.
 */
function Wordmark() {
  return (
    <>
      <span {...tone("ink", { fontSize: 24, lineHeight: "28px", fontWeight: 700, letterSpacing: "-0.5px" })}>
        {site.shortName}
      </span>
      <span
        aria-hidden="true"
        {...tone("stop", {
          display: "inline-block",
          width: 6,
          height: 6,
          marginLeft: 2,
          fontSize: 0,
          lineHeight: 0,
        })}
      >
        {"\u00a0"}
      </span>
    </>
  );
}

/**
 * What keeps a client from showing the start of the message after the preheader in the inbox: spaces
 * that take room and show nothing.
 */
const preheaderPadding = "\u00a0\u200c".repeat(80);

/** Hidden everywhere: `mso-hide` for Outlook on Windows, which shows `display: none` blocks. */
const hidden: CSSProperties & { msoHide: string } = {
  display: "none",
  maxHeight: 0,
  overflow: "hidden",
  msoHide: "all",
};

interface LayoutProps {
  lang: Lang;
  /** The line an inbox shows after the subject; hidden in the message itself. */
  preheader?: string;
  /** The footer's lines: why the reader gets this email, the links and the address it must carry. */
  footer: ReactNode[];
  children: ReactNode;
}

/**
 * Every email the site sends: the wordmark, the content, a footer. Tables and inline styles, as mail
 * clients need; a card 560 pixels wide at most (the `width` attribute is for Outlook on Windows, which
 * reads no `max-width`). The text part is the content, then the footer after the signature separator.
 */
export function EmailLayout({ lang, preheader, footer, children }: LayoutProps) {
  const { text } = useEmail();
  if (text) {
    const lines = footer.map((line, index) => (
      <Fragment key={index}>
        {line}
        {"\n"}
      </Fragment>
    ));
    return (
      <>
        {children}
        {"\n\n-- \n"}
        {lines}
      </>
    );
  }
  return (
    <html lang={localeTags[lang].bcp47}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="x-apple-disable-message-reformatting" />
        {/* Light and dark are both designed: a client that knows the scheme picks, none inverts ours. */}
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{site.name}</title>
        <style>{`:root { color-scheme: light dark; supported-color-schemes: light dark; }\n${darkStylesheet}`}</style>
      </head>
      <body {...tone(["page", "text"], { margin: 0, padding: 0, fontFamily })}>
        {preheader && (
          <div style={hidden}>
            {preheader}
            {preheaderPadding}
          </div>
        )}
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} {...tone("page")}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: "24px 12px" }}>
                <table
                  role="presentation"
                  width={560}
                  cellPadding={0}
                  cellSpacing={0}
                  {...tone("card", {
                    width: "100%",
                    maxWidth: 560,
                    border: "1px solid",
                    borderRadius: 8,
                  })}
                >
                  <tbody>
                    <tr>
                      <td
                        {...tone("masthead", {
                          padding: "22px 28px 18px",
                          borderBottom: "3px solid",
                        })}
                      >
                        <Wordmark />
                      </td>
                    </tr>
                    <tr>
                      <td {...tone("text", { padding: "24px 28px", fontSize: 15, lineHeight: 1.6 })}>
                        {children}
                      </td>
                    </tr>
                    <tr>
                      <td
                        {...tone(["rule", "muted"], {
                          padding: "16px 28px",
                          borderTop: "1px solid",
                          fontSize: 12,
                          lineHeight: 1.5,
                        })}
                      >
                        {footer.map((line, index) => (
                          <Fragment key={index}>
                            {index > 0 && <br />}
                            {line}
                          </Fragment>
                        ))}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}
