import { Form } from "react-router";
import { Send } from "lucide-react";
import { formAttributes } from "~/browser/contract";
import type { FieldName } from "~/forms/definitions";
import { useTranslation } from "~/i18n/translation";
import { PrivacyLine } from "./privacy-line";
import { FormNotice } from "./form-notice";
import { SpamTraps } from "./spam-traps";
import { SubmitButton } from "./submit-button";
import { TypedFields, type FieldLook } from "./typed-fields";
import { useFormResult } from "./use-form-result";

/** The "sending" state lasts at least this long, so that a fast answer still reads as a real send. */
const minimumSendingMs = 1000;

/**
 * How each field of `forms.contact` is shown. The form renders every declared field, in the
 * declaration's order: one without its look here is a type error.
 */
const looks: Record<FieldName<"contact">, FieldLook> = {
  name: {
    words: (t) => ({ label: t.contactForm.name, placeholder: t.contactForm.namePlaceholder }),
    autoComplete: "name",
    half: true,
  },
  email: {
    words: (t) => ({ label: t.contactForm.email, placeholder: t.contactForm.emailPlaceholder }),
    autoComplete: "email",
    half: true,
  },
  company: {
    words: (t) => ({ label: t.contactForm.company, placeholder: t.contactForm.companyPlaceholder }),
    autoComplete: "organization",
  },
  message: {
    words: (t) => ({ label: t.contactForm.message, placeholder: t.contactForm.messagePlaceholder }),
    rows: 6,
  },
  referral: {
    words: (t) => ({ label: t.contactForm.referral, placeholder: t.contactForm.referralPlaceholder }),
  },
};

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
      <TypedFields form="contact" looks={looks} field={field} />
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
