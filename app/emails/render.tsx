import { decodeXML } from "entities";
import { createContext, useContext, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { emailCopy } from "~/content/emails";
import type { Lang } from "~/i18n/locales";
import { oneLine } from "./values";

/** An email as the mailer takes it: the subject, and the two parts of one message. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/**
 * What every part of an email knows while it is drawn: whether it is drawn as the text part, and
 * the reader's language (for the colon between a label and its value: ": ", "\u00a0: " in French).
 */
interface EmailContext {
  text: boolean;
  lang: Lang;
}

const Context = createContext<EmailContext>({ text: false, lang: "en" });

export function useEmail() {
  const { text, lang } = useContext(Context);
  return { text, lang, colon: emailCopy[lang].colon };
}

/**
 * An email's two parts from one tree of components: the HTML part as React writes it, and the text
 * part from the same tree with every part drawn as text (`useEmail().text`). React writes text with
 * `&`, `<`, `>` and quotes as entities (`&amp;`, `&#x27;`...: XML's five, no other); the text part
 * takes them back (`decodeXML`), because it is not HTML.
 */
export function renderEmail(lang: Lang, subject: string, email: ReactElement): RenderedEmail {
  const html = renderToStaticMarkup(<Context value={{ text: false, lang }}>{email}</Context>);
  const text = decodeXML(renderToStaticMarkup(<Context value={{ text: true, lang }}>{email}</Context>))
    // A part ends in a blank line; a run of them is one.
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return { subject: oneLine(subject), html: `<!doctype html>\n${html}`, text };
}
