import { useEffect, useRef } from "react";
import { useActionData, useFetcher } from "react-router";
import type { FormResult } from "~/forms/submission";

/**
 * Shared wiring of the site's forms. With JavaScript the form posts through a fetcher; without it,
 * the browser posts the page and the result comes back as the route's action data. Either way the
 * component gets one `result`, the typed values to restore, and the form is reset after a success
 * and focused on its first invalid field after an error.
 */
export function useFormResult(fieldOrder: readonly string[]) {
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

  const values = result && !result.ok ? (result.values ?? {}) : {};
  return {
    fetcher,
    form,
    result,
    busy: fetcher.state !== "idle",
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
