import { Form } from "react-router";
import { Send } from "lucide-react";
import { formAttributes } from "~/browser/contract";
import { Field } from "~/components/ui/field";
import { fieldNames, forms, type FieldName } from "~/forms/definitions";
import type { Messages } from "~/i18n/messages/en";
import { useTranslation } from "~/i18n/translation";
import { PrivacyLine } from "./privacy-line";
import { FormNotice } from "./form-notice";
import { SpamTraps } from "./spam-traps";
import { SubmitButton } from "./submit-button";
import { useFormResult } from "./use-form-result";

/** The "sending" state lasts at least this long, so that a fast answer still reads as a real send. */
const minimumSendingMs = 1000;

interface Look {
  /** Its label and placeholder, from the dictionaries' `contactForm`. */
  words: (copy: Messages["contactForm"]) => { label: string; placeholder: string };
  autoComplete?: string;
  /** A `textarea`'s height, in lines. */
  rows?: number;
  /** Half the form's width from `sm` up, beside the other halves, above the rest. */
  half?: true;
}

/**
 * How each field of `forms.contact` is shown. The form renders every declared field, in the
 * declaration's order: one without its look here is a type error.
 */
const looks: Record<FieldName<"contact">, Look> = {
  name: {
    words: (copy) => ({ label: copy.name, placeholder: copy.namePlaceholder }),
    autoComplete: "name",
    half: true,
  },
  email: {
    words: (copy) => ({ label: copy.email, placeholder: copy.emailPlaceholder }),
    autoComplete: "email",
    half: true,
  },
  company: {
    words: (copy) => ({ label: copy.company, placeholder: copy.companyPlaceholder }),
    autoComplete: "organization",
  },
  message: { words: (copy) => ({ label: copy.message, placeholder: copy.messagePlaceholder }), rows: 6 },
  referral: { words: (copy) => ({ label: copy.referral, placeholder: copy.referralPlaceholder }) },
};

const halves = fieldNames("contact").filter((name) => looks[name].half);
const wholes = fieldNames("contact").filter((name) => !looks[name].half);

/** The contact form. It posts to the contact page's action, which stores the message. */
export function ContactForm() {
  const { t } = useTranslation();
  const { formProps, result, field, formError, failures } = useFormResult("contact");
  const copy = t.contactForm;
  const input = (name: FieldName<"contact">) => {
    const { words, autoComplete, rows } = looks[name];
    const { label, placeholder } = words(copy);
    return forms.contact[name].kind === "textarea" ? (
      <Field key={name} {...field(name)} multiline label={label} placeholder={placeholder} rows={rows} />
    ) : (
      <Field
        key={name}
        {...field(name)}
        label={label}
        placeholder={placeholder}
        autoComplete={autoComplete}
      />
    );
  };

  return (
    <Form
      {...formProps}
      {...{ [formAttributes.minimumSendingMs]: minimumSendingMs }}
      className="group/form relative space-y-5"
    >
      <SpamTraps label={t.form.honeypot} />
      <p className="text-sm text-navy-500">{t.form.requiredFields}</p>
      <div className="grid gap-5 sm:grid-cols-2">{halves.map(input)}</div>
      {wholes.map(input)}
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
