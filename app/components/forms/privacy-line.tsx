import { Link } from "react-router";
import { useTranslation } from "~/i18n/translation";

/** The line under a form that says what its details are used for, with a link to the privacy notice. */
export function PrivacyLine({ form }: { form: "contact" | "newsletter" | "booking" }) {
  const { t, href } = useTranslation();
  const [before, after] = t.form.privacy[form].split("{link}");
  return (
    <p className="text-sm text-navy-500">
      {before}
      <Link
        to={href("/privacy")}
        className="font-medium text-navy-700 underline underline-offset-4 hover:text-accent-700"
      >
        {t.form.privacy.link}
      </Link>
      {after}
    </p>
  );
}
