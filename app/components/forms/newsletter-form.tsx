import { ChevronDown } from "lucide-react";
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
 * The newsletter signup: the email and the button on one line. `full` (home page) also asks for the
 * names and the topics, behind a disclosure (`<details>`, which works without any script) so that the
 * form stays a few lines tall on a phone; it comes back open when the server returns something in it
 * (typed values, an error). `compact` (blog) asks only for the email. Both post to the page's own
 * action, which stores the subscription.
 */
export function NewsletterForm({ variant }: { variant: "full" | "compact" }) {
  const { t } = useTranslation();
  const { formProps, result, field, checked, formError, failures } = useFormResult("newsletter");
  const copy = t.newsletter;
  const firstName = field("firstName");
  const lastName = field("lastName");
  const interests = forms.newsletter.interests.options;
  const optionalGiven =
    [firstName, lastName].some((one) => one.defaultValue || one.error) ||
    interests.some((id) => checked("interests", id));

  return (
    <Form {...formProps} className="group/form relative space-y-5">
      <SpamTraps label={t.form.honeypot} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field
          {...field("email")}
          label={copy.email}
          placeholder={copy.emailPlaceholder}
          autoComplete="email"
          className="sm:flex-1"
        />
        {/* Level with the input: under the label's line on a wider screen. At least as wide as the
            longest language's label (the busy one may widen it): where the page arrives slowly, the
            field does not narrow, nor the button move, as its label's letters come in. */}
        <SubmitButton
          label={copy.submit}
          sendingLabel={copy.submitting}
          className="sm:mt-[1.625rem] sm:w-auto sm:min-w-40"
        />
      </div>
      {variant === "full" ? (
        <details open={optionalGiven} className="group/topics rounded-xl border border-navy-400 bg-white">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 text-sm font-semibold text-navy-800 hover:bg-navy-50 [&::-webkit-details-marker]:hidden">
            {copy.moreDetails}
            <ChevronDown
              aria-hidden="true"
              className="size-4 shrink-0 transition-transform group-open/topics:rotate-180"
            />
          </summary>
          <div className="space-y-5 border-t border-navy-100 p-4">
            <div className="grid gap-5 sm:grid-cols-2">
              <Field {...firstName} label={copy.firstName} autoComplete="given-name" />
              <Field {...lastName} label={copy.lastName} autoComplete="family-name" />
            </div>
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-navy-800">{copy.interests}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {interests.map((id) => (
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
          </div>
        </details>
      ) : null}
      <p className="text-sm text-navy-500">{copy.privacy}</p>
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
