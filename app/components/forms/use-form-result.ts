import { useEffect, useRef } from "react";
import { useActionData, useFetcher } from "react-router";
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
 * Shared wiring of the site's forms. With JavaScript the form posts through a fetcher; without it,
 * the browser posts the page and the result comes back as the route's action data. Either way the
 * component gets one `result`, the typed values to restore, and the form is reset after a success
 * and focused on its first invalid field after an error. Field names are the keys of the form's
 * declaration in `definitions.ts`.
 */
export function useFormResult<Form extends FormName>(formName: Form) {
  const { t } = useTranslation();
  const fetcher = useFetcher<FormResult<Form>>();
  const actionData = useActionData<FormResult<Form>>();
  const form = useRef<HTMLFormElement>(null);
  const result = fetcher.data ?? actionData;
  useEffect(() => {
    if (!result || !form.current) return;
    if (result.ok) {
      form.current.reset();
      return;
    }
    const first = Object.keys(forms[formName]).find((name) => result.fieldErrors?.[name as FieldName<Form>]);
    if (first) form.current.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [result, formName]);

  const failure = result && !result.ok ? result : undefined;
  const values: Partial<Record<string, string | string[]>> = failure?.values ?? {};
  /** The translated error of a field, if the server refused it. */
  const fieldError = (name: FieldName<Form>) => {
    const code = failure?.fieldErrors?.[name];
    return code ? t.form.errors[code] : undefined;
  };
  /** The typed value of a field, to restore after a page reload without JavaScript. */
  const value = (name: FieldName<Form>) => {
    const typed = values[name];
    return typeof typed === "string" ? typed : undefined;
  };
  const busy = fetcher.state !== "idle";
  return {
    fetcher,
    /** The form element's own props: its ref, and its sending state (see `SubmitButton`). */
    formProps: { ref: form, "aria-busy": busy, "data-sending": busy ? "" : undefined },
    result,
    busy,
    /** The translated error that concerns the whole form (rate limit, server down...). */
    formError: failure?.formError ? t.form.errors[failure.formError] : undefined,
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
