import type { ReactNode } from "react";
import { emailCopy } from "~/content/emails";
import { languageNames, type Lang } from "~/i18n/locales";
import { dateFormat, formatWithFirst } from "~/lib/dates";
import { contactFieldKind, contactFields, type ContactField } from "~/leads/contact-fields";
import type { LeadPayload } from "~/leads/types";
import { EmailLayout } from "./layout";
import { renderEmail } from "./render";
import { Link } from "./parts/links";
import { Fields } from "./parts/tables";
import { Paragraph, Quote } from "./parts/text";
import { oneLine } from "./values";

/**
 * A UTC time as the reader's language writes it: "Jan 15, 2025, 10:00 AM", "15/01/2025, 10:00";
 * the first of the month as `formatDate` writes it ("1er déc. 2026", "1º de dez. de 2026").
 */
function utc(iso: string, lang: Lang) {
  const format = dateFormat(lang, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  return formatWithFirst(format, new Date(iso), lang);
}

interface Props {
  lead: LeadPayload;
  /** The firm's language (`LEADS_LANG`), not the visitor's. */
  lang: Lang;
  siteUrl: string;
}

/** The contact form's fields: one line each, then the long texts (`textarea`) whole, below. */
const lines = contactFields.filter((name) => contactFieldKind(name) !== "textarea");
const texts = contactFields.filter((name) => contactFieldKind(name) === "textarea");

/**
 * The firm's notification of a contact message: every field as the visitor typed it, shown as text;
 * the address and the page as links. The sender sets `Reply-To` to the visitor.
 */
export function LeadNotification({ lead, lang, siteUrl }: Props) {
  const copy = emailCopy[lang].notification;
  const page = siteUrl + lead.page;
  const values: Partial<Record<ContactField, string>> = lead;
  const shown = (name: ContactField) => {
    const value = values[name];
    if (value === undefined) return copy.none;
    return contactFieldKind(name) === "email" ? <Link href={`mailto:${value}`}>{value}</Link> : value;
  };
  return (
    <EmailLayout lang={lang} footer={[copy.replyHint]}>
      <Paragraph>{copy.intro}</Paragraph>
      <Fields
        rows={[
          ...lines.map((name): [string, ReactNode] => [copy.labels[name], shown(name)]),
          [copy.labels.page, <Link href={page}>{page}</Link>],
          [copy.labels.language, `${languageNames[lead.lang]} (${lead.lang})`],
          [copy.labels.received, utc(lead.at, lang)],
        ]}
      />
      {texts.map((name) => (
        <Quote key={name} label={copy.labels[name]}>
          {values[name] ?? copy.none}
        </Quote>
      ))}
    </EmailLayout>
  );
}

export function renderNotification(lead: LeadPayload, lang: Lang, siteUrl: string) {
  const copy = emailCopy[lang].notification;
  const company = lead.company ? copy.subjectCompany.replace("{company}", oneLine(lead.company)) : "";
  return renderEmail(
    lang,
    copy.subject.replace("{name}", oneLine(lead.name)) + company,
    <LeadNotification lead={lead} lang={lang} siteUrl={siteUrl} />,
  );
}
