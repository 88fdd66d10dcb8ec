import { emailCopy } from "~/content/emails";
import { languageNames, localeTags, type Lang } from "~/i18n/locales";
import type { LeadPayload } from "~/leads/types";
import { EmailLayout } from "./layout";
import { renderEmail } from "./render";
import { Link } from "./parts/links";
import { Fields } from "./parts/tables";
import { Paragraph, Quote } from "./parts/text";
import { oneLine } from "./values";

/**
 * A UTC time as the reader's language writes it: "Jan 15, 2025, 10:00 AM", "15/01/2025, 10:00";
 * French writes the first of the month as an ordinal ("1er déc. 2026"), as `formatDate` does.
 */
function utc(iso: string, lang: Lang) {
  const written = new Intl.DateTimeFormat(localeTags[lang].bcp47, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(new Date(iso));
  return lang === "fr" ? written.replace(/^1(?=\s)/, "1er") : written;
}

interface Props {
  lead: LeadPayload;
  /** The firm's language (`LEADS_LANG`), not the visitor's. */
  lang: Lang;
  siteUrl: string;
}

/**
 * The firm's notification of a contact message: every field as the visitor typed it, shown as text;
 * the address and the page as links. The sender sets `Reply-To` to the visitor.
 */
export function LeadNotification({ lead, lang, siteUrl }: Props) {
  const copy = emailCopy[lang].notification;
  const page = siteUrl + lead.page;
  return (
    <EmailLayout lang={lang} footer={[copy.replyHint]}>
      <Paragraph>{copy.intro}</Paragraph>
      <Fields
        rows={[
          [copy.labels.name, lead.name],
          [copy.labels.email, <Link href={`mailto:${lead.email}`}>{lead.email}</Link>],
          [copy.labels.company, lead.company ?? copy.none],
          [copy.labels.page, <Link href={page}>{page}</Link>],
          [copy.labels.language, `${languageNames[lead.lang]} (${lead.lang})`],
          [copy.labels.received, utc(lead.at, lang)],
        ]}
      />
      <Quote label={copy.labels.message}>{lead.message}</Quote>
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
