import { useActionData } from "react-router";
import { formAttributes } from "~/browser/contract";
import {
  forms,
  nativeConstraints,
  type FieldName,
  type FormName,
  type FormResult,
  type TextFieldSpec,
} from "~/forms/definitions";
import { useTranslation } from "~/i18n/translation";

/**
 * Shared wiring of the site's forms. A form is posted to its page's action, which answers with the
 * page: the form comes back with its result (the notice, or the errors with what was typed). The page
 * script sends it in the background and puts the answered form in place of the one sent
 * (`browser/forms.ts`, for the forms marked `data-enhance`); without the script the browser shows the
 * answered page. Field names are the keys of the form's declaration in `definitions.ts`.
 */
export function useFormResult<Form extends FormName>(formName: Form) {
  const { t } = useTranslation();
  const result = useActionData<FormResult<Form>>();
  const failure = result && !result.ok ? result : undefined;
  const values: Partial<Record<string, string | string[]>> = failure?.values ?? {};
  /** The translated error of a field, if the server refused it. */
  const fieldError = (name: FieldName<Form>) => {
    const code = failure?.fieldErrors?.[name];
    return code ? t.form.errors[code] : undefined;
  };
  /** The typed value of a field, put back when the server refused the form. */
  const value = (name: FieldName<Form>) => {
    const typed = values[name];
    return typeof typed === "string" ? typed : undefined;
  };
  return {
    /**
     * The form element's own props: sent by the page script (`data-enhance`), which finds it in the
     * answer by its id.
     */
    formProps: { id: `${formName}-form`, method: "post", [formAttributes.enhance]: "" } as const,
    result,
    /** The translated error that concerns the whole form (rate limit, bad request...). */
    formError: failure?.formError ? t.form.errors[failure.formError] : undefined,
    /** What the page script shows when a send fails with no answer to show (`FormNotice`). */
    failures: { network: t.form.errors.network, server: t.form.errors.server },
    /** What a text field's `<Field>` needs from the form: name, native constraints, typed value, error. */
    field: (name: FieldName<Form>) => ({
      name,
      ...nativeConstraints(forms[formName][name] as TextFieldSpec),
      defaultValue: value(name),
      error: fieldError(name),
      requiredLabel: t.form.required,
    }),
    checked: (name: FieldName<Form>, option: string) => {
      const typed = values[name];
      return Array.isArray(typed) ? typed.includes(option) : undefined;
    },
  };
}
