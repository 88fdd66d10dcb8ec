import { LoaderCircle, Send } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { useTranslation } from "~/i18n/translation";
import { PrivacyLine } from "./privacy-line";
import { FormNotice } from "./form-notice";
import { SpamTraps } from "./spam-traps";
import { useFormResult } from "./use-form-result";

/** The contact form. It posts to the contact page's action, which stores the message. */
export function ContactForm() {
  const { t } = useTranslation();
  const { fetcher, form, result, busy, field, formError } = useFormResult("contact");
  const copy = t.contactForm;

  return (
    <fetcher.Form ref={form} method="post" className="relative space-y-5" aria-busy={busy}>
      <SpamTraps label={t.form.honeypot} />
      <p className="text-sm text-navy-500">{t.form.requiredFields}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field {...field("name")} label={copy.name} placeholder={copy.namePlaceholder} autoComplete="name" />
        <Field
          {...field("email")}
          label={copy.email}
          placeholder={copy.emailPlaceholder}
          autoComplete="email"
        />
      </div>
      <Field
        {...field("company")}
        label={copy.company}
        placeholder={copy.companyPlaceholder}
        autoComplete="organization"
      />
      <Field
        {...field("message")}
        multiline
        label={copy.message}
        placeholder={copy.messagePlaceholder}
        rows={6}
      />
      <button type="submit" disabled={busy} className={buttonClass("primary", "w-full sm:w-auto")}>
        {busy ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Send aria-hidden="true" className="size-4" />
        )}
        {busy ? copy.sending : copy.submit}
      </button>
      <PrivacyLine form="contact" />
      <FormNotice
        success={result?.ok ? { title: copy.successTitle, text: copy.successText } : undefined}
        error={formError}
      />
    </fetcher.Form>
  );
}
