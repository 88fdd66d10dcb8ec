import { Form } from "react-router";
import { Send } from "lucide-react";
import { formAttributes } from "~/browser/contract";
import { Field } from "~/components/ui/field";
import { useTranslation } from "~/i18n/translation";
import { PrivacyLine } from "./privacy-line";
import { FormNotice } from "./form-notice";
import { SpamTraps } from "./spam-traps";
import { SubmitButton } from "./submit-button";
import { useFormResult } from "./use-form-result";

/** The "sending" state lasts at least this long, so that a fast answer still reads as a real send. */
const minimumSendingMs = 1000;

/** The contact form. It posts to the contact page's action, which stores the message. */
export function ContactForm() {
  const { t } = useTranslation();
  const { formProps, result, field, formError, failures } = useFormResult("contact");
  const copy = t.contactForm;

  return (
    <Form
      {...formProps}
      {...{ [formAttributes.minimumSendingMs]: minimumSendingMs }}
      className="group/form relative space-y-5"
    >
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
      <SubmitButton
        label={copy.submit}
        sendingLabel={copy.sending}
        icon={<Send aria-hidden="true" className="size-4 group-aria-busy/form:hidden" />}
        className="w-full sm:w-auto"
      />
      <PrivacyLine form="contact" />
      <FormNotice
        success={result?.ok ? { title: copy.successTitle, text: copy.successText } : undefined}
        error={formError}
        failures={failures}
      />
    </Form>
  );
}
