import { LoaderCircle, Send } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { limits } from "~/forms/fields";
import { useTranslation } from "~/i18n/translation";
import { FormNotice } from "./form-notice";
import { SpamTraps } from "./spam-traps";
import { useFormResult } from "./use-form-result";

const fieldOrder = ["name", "email", "company", "message"] as const;

/** The contact form. It posts to the contact page's action, which stores the message. */
export function ContactForm() {
  const { t } = useTranslation();
  const { fetcher, form, result, busy, value, fieldError: error, formError } = useFormResult(fieldOrder);
  const copy = t.contactForm;
  const common = { requiredLabel: t.form.required };

  return (
    <fetcher.Form ref={form} method="post" className="relative space-y-5" aria-busy={busy}>
      <SpamTraps label={t.form.honeypot} />
      <p className="text-sm text-navy-500">{t.form.requiredFields}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field {...common} name="name" label={copy.name} placeholder={copy.namePlaceholder} autoComplete="name" required maxLength={limits.name} defaultValue={value("name")} error={error("name")} />
        <Field {...common} name="email" type="email" label={copy.email} placeholder={copy.emailPlaceholder} autoComplete="email" required maxLength={limits.email} defaultValue={value("email")} error={error("email")} />
      </div>
      <Field {...common} name="company" label={copy.company} placeholder={copy.companyPlaceholder} autoComplete="organization" maxLength={limits.company} defaultValue={value("company")} error={error("company")} />
      <Field {...common} multiline name="message" label={copy.message} placeholder={copy.messagePlaceholder} rows={6} required maxLength={limits.message} defaultValue={value("message")} error={error("message")} />
      <button type="submit" disabled={busy} className={buttonClass("primary", "w-full sm:w-auto")}>
        {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <Send aria-hidden="true" className="size-4" />}
        {busy ? copy.sending : copy.submit}
      </button>
      <FormNotice success={result?.ok ? { title: copy.successTitle, text: copy.successText } : undefined} error={formError} />
    </fetcher.Form>
  );
}
