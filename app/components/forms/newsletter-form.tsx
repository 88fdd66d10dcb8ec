import { Form } from "react-router";
import { Field } from "~/components/ui/field";
import { forms } from "~/forms/definitions";
import { useTranslation } from "~/i18n/translation";
import { PrivacyLine } from "./privacy-line";
import { FormNotice } from "./form-notice";
import { SpamTraps } from "./spam-traps";
import { SubmitButton } from "./submit-button";
import { useFormResult } from "./use-form-result";

/**
 * The newsletter signup. `full` (home page) asks for names and interests; `compact` (blog) only
 * for the email. Both post to the page's own action, which stores the subscription.
 */
export function NewsletterForm({ variant }: { variant: "full" | "compact" }) {
  const { t } = useTranslation();
  const { formProps, result, field, checked, formError, failures } = useFormResult("newsletter");
  const copy = t.newsletter;

  return (
    <Form {...formProps} className="group/form relative space-y-5">
      <SpamTraps label={t.form.honeypot} />
      {variant === "full" ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <Field {...field("firstName")} label={copy.firstName} autoComplete="given-name" />
          <Field {...field("lastName")} label={copy.lastName} autoComplete="family-name" />
        </div>
      ) : null}
      <Field
        {...field("email")}
        label={copy.email}
        placeholder={copy.emailPlaceholder}
        autoComplete="email"
      />
      {variant === "full" ? (
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-navy-800">{copy.interests}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {forms.newsletter.interests.options.map((id) => (
              <label
                key={id}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-navy-100 px-3 text-sm text-navy-800 has-[:checked]:border-accent-600 has-[:checked]:bg-accent-50"
              >
                <input
                  type="checkbox"
                  name="interests"
                  value={id}
                  defaultChecked={checked("interests", id)}
                  className="size-4 accent-accent-700"
                />
                {copy.interestOptions[id]}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SubmitButton label={copy.submit} sendingLabel={copy.submitting} className="sm:w-auto" />
        <p className="text-sm text-navy-500">{copy.privacy}</p>
      </div>
      <FormNotice
        success={
          result?.ok
            ? { title: copy.successTitle, text: copy.successText, note: copy.confirmHint }
            : undefined
        }
        error={formError}
        failures={failures}
      />
      <PrivacyLine form="newsletter" />
    </Form>
  );
}
