import { site, telHref } from "~/config/site";
import { emailCopy } from "~/content/emails";
import type { Lang } from "~/i18n/locales";
import { EmailLayout } from "./layout";
import { renderEmail } from "./render";
import { Link } from "./parts/links";
import { Fields } from "./parts/tables";
import { Heading, Lines, List, Paragraph } from "./parts/text";

/**
 * The visitor's acknowledgement of a contact message. It goes to whatever address was typed, so it
 * holds only our own words, in the page's language: never a value from the form.
 */
export function Acknowledgement({ lang }: { lang: Lang }) {
  const copy = emailCopy[lang].acknowledgement;
  return (
    <EmailLayout lang={lang} preheader={copy.preheader} footer={[copy.notYou]}>
      <Paragraph>{copy.greeting}</Paragraph>
      {copy.body.map((paragraph, index) => (
        <Paragraph key={index}>{paragraph}</Paragraph>
      ))}
      <Heading>{copy.nextStepsTitle}</Heading>
      <List ordered items={copy.nextSteps} />
      <Heading>{copy.contactsTitle}</Heading>
      <Paragraph>
        <Link href={`mailto:${site.email}`}>{site.email}</Link>
      </Paragraph>
      <Fields
        plain
        rows={site.offices.map((office) => [
          office.city,
          <Link href={telHref(office.phone)} look="quiet">
            {office.phone}
          </Link>,
        ])}
      />
      <Lines lines={copy.signOff.split("\n")} />
    </EmailLayout>
  );
}

export function renderAcknowledgement(lang: Lang) {
  return renderEmail(lang, emailCopy[lang].acknowledgement.subject, <Acknowledgement lang={lang} />);
}
