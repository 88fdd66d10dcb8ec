import { formatPostalAddress, site } from "~/config/site";
import { emailCopy } from "~/content/emails";
import type { Lang } from "~/i18n/locales";
import { EmailLayout } from "./layout";
import { renderEmail } from "./render";
import { ActionLink, Button, Link } from "./parts/links";
import { Lines, Paragraph } from "./parts/text";

/** The firm's legal name and postal address, as the footer of an email asking for consent shows them (CASL). */
export const senderAddress = (lang: Lang) =>
  `${site.privacy.controller.legalName}, ${formatPostalAddress(site.privacy.controller.address, lang)}`;

interface Props {
  lang: Lang;
  confirmUrl: string;
  unsubscribeUrl: string;
}

/**
 * The newsletter's double opt-in: our words only (it goes to a typed address), the confirm button
 * with its link written out, and in the footer a one-click way out and the sender's address.
 */
export function Confirmation({ lang, confirmUrl, unsubscribeUrl }: Props) {
  const copy = emailCopy[lang].confirmation;
  return (
    <EmailLayout
      lang={lang}
      preheader={copy.preheader}
      footer={[
        copy.notYou,
        <ActionLink href={unsubscribeUrl} look="muted">
          {copy.unsubscribe}
        </ActionLink>,
        senderAddress(lang),
        <Link href={`mailto:${site.email}`} look="muted">
          {site.email}
        </Link>,
      ]}
    >
      <Paragraph>{copy.greeting}</Paragraph>
      {copy.body.map((paragraph, index) => (
        <Paragraph key={index}>{paragraph}</Paragraph>
      ))}
      <Button href={confirmUrl} hint={copy.linkHint}>
        {copy.button}
      </Button>
      <Paragraph>{copy.validity}</Paragraph>
      <Lines lines={copy.signOff.split("\n")} />
    </EmailLayout>
  );
}

export function renderConfirmation(lang: Lang, confirmUrl: string, unsubscribeUrl: string) {
  return renderEmail(
    lang,
    emailCopy[lang].confirmation.subject,
    <Confirmation lang={lang} confirmUrl={confirmUrl} unsubscribeUrl={unsubscribeUrl} />,
  );
}
