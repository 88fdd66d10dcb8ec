import { useEffect, useRef } from "react";
import { useActionData, useFetcher } from "react-router";
import type { FormResult } from "~/forms/submission";
import { useTranslation } from "~/i18n/translation";

/**
 * Shared wiring of the site's forms. With JavaScript the form posts through a fetcher; without it,
 * the browser posts the page and the result comes back as the route's action data. Either way the
 * component gets one `result`, the typed values to restore, and the form is reset after a success
 * and focused on its first invalid field after an error.
 */
export function useFormResult(fieldOrder: readonly string[]) {
  const { t } = useTranslation();
  const fetcher = useFetcher<FormResult>();
  const actionData = useActionData<FormResult>();
  const form = useRef<HTMLFormElement>(null);
  const result = fetcher.data ?? actionData;
  useEffect(() => {
    if (!result || !form.current) return;
    if (result.ok) {
      form.current.reset();
      return;
    }
    const first = fieldOrder.find((name) => result.fieldErrors?.[name]);
    if (first) form.current.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [result, fieldOrder]);

  const failure = result && !result.ok ? result : undefined;
  const values = failure?.values ?? {};
  return {
    fetcher,
    form,
    result,
    busy: fetcher.state !== "idle",
    /** The translated error of a field, if the server refused it. */
    fieldError: (name: string) => {
      const code = failure?.fieldErrors?.[name];
      return code ? t.form.errors[code] : undefined;
    },
    /** The translated error that concerns the whole form (rate limit, server down...). */
    formError: failure?.formError ? t.form.errors[failure.formError] : undefined,
    /** The typed value of a field, to restore after a page reload without JavaScript. */
    value: (name: string) => {
      const value = values[name];
      return typeof value === "string" ? value : undefined;
    },
    checked: (name: string, option: string) => {
      const value = values[name];
      return Array.isArray(value) ? value.includes(option) : undefined;
    },
  };
}
