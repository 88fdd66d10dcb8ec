import { Link } from "react-router";
import { formatPostalAddress, site } from "~/config/site";
import { format } from "~/i18n/format";
import { useTranslation } from "~/i18n/translation";

/** The section of the privacy notice that says what each form's details are used for. */
const sections = { contact: "contact-purpose", newsletter: "newsletter", booking: "booking" } as const;

/**
 * The line under a form that says what its details are used for, with a link to that section of the
 * privacy notice. The newsletter's line names its sender with a postal address (CASL); on the Spanish
 * pages, Argentina's AAIP legend follows every form when the firm covers Argentina.
 */
export function PrivacyLine({ form }: { form: keyof typeof sections }) {
  const { t, href, lang } = useTranslation();
  const [before, after] = t.form.privacy[form].split("{link}");
  const { legalName, address } = site.privacy.controller;
  return (
    <>
      <p className="max-w-lg text-sm text-navy-500">
        {before}
        <Link
          to={`${href("/privacy")}#${sections[form]}`}
          className="font-medium text-navy-700 underline underline-offset-4 hover:text-accent-700"
        >
          {t.form.privacy.link}
        </Link>
        {after}
        {form === "newsletter" &&
          ` ${format(t.form.privacy.sender, { legalName, address: formatPostalAddress(address, lang) })}`}
      </p>
      {lang === "es" && site.serviceArea.americas?.includes("ar") && (
        <p className="max-w-lg text-xs text-navy-500">{t.form.privacy.legend}</p>
      )}
    </>
  );
}
