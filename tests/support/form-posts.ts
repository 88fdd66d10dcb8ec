import { Window } from "happy-dom";
import { dictionaries } from "../../app/content/dictionaries.server";
import { honeypotField, startedAtField, type FormError, type FormResult } from "../../app/forms/definitions";
import type { Lang } from "../../app/i18n/locales";

export type Fields = Record<string, string | string[]>;

function formBody(fields: Fields) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  }
  return body;
}

/**
 * Posts a form as a same-origin browser does: urlencoded, with the page's `Origin`, to the page
 * (`/contact`, `/?index` for the home page's form): what the page script sends and what a browser
 * without JavaScript posts, answered with the page.
 */
export async function postForm(
  origin: string,
  path: string,
  fields: Fields,
  headers: Record<string, string> = {},
) {
  const answer = await fetch(`${origin}${path}`, {
    method: "POST",
    // A connection of its own: one the test process left idle may be closed by the server (its
    // keep-alive, 5 s) just as a post reuses it on a loaded machine ("other side closed"). A browser
    // sends such a post again; fetch does not, and the test would fail for its own client.
    headers: { Origin: origin, Connection: "close", ...headers },
    body: formBody(fields),
    redirect: "manual",
  });
  const text = await answer.text();
  return { status: answer.status, headers: answer.headers, text };
}

const window = new Window();

/**
 * What the answered page says of the form that was sent, read as a visitor (and the page script)
 * reads it: its notice, the field each error sentence is tied to, what was typed back into the
 * fields. Errors are given as the dictionaries' keys (`email`, `rateLimited`), read back from the
 * sentences in the page's language, so that a test says which error, not how it is worded.
 */
export function formResult(html: string): FormResult {
  // The form alone is read (a page is 60 KB; the bulk tests read a thousand answers).
  const start = html.search(/<form\b[^>]*\bdata-enhance/);
  if (start < 0) throw new Error(`Not a page with a form: ${html.slice(0, 200)}`);
  const page = new window.DOMParser().parseFromString(
    html.slice(start, html.indexOf("</form>", start) + "</form>".length),
    "text/html",
  );
  const form = page.querySelector("form")!;
  // The page's language, without its country or region (`pt-BR`, `es-419`).
  const lang = /<html lang="([a-z]{2})\b/.exec(html)?.[1] as Lang;
  const errors = Object.entries(dictionaries[lang].form.errors);
  const code = (sentence: string) => {
    const found = errors.find(([, text]) => text === sentence.trim());
    if (!found) throw new Error(`Not an error of the ${lang} dictionary: ${sentence}`);
    return found[0];
  };
  const fieldErrors: Record<string, string> = {};
  for (const field of form.querySelectorAll("[aria-invalid=true]")) {
    const described = page.getElementById(field.getAttribute("aria-describedby") ?? "");
    fieldErrors[field.getAttribute("name")!] = code(described?.textContent ?? "");
  }
  const values: Record<string, string | string[]> = {};
  for (const control of form.querySelectorAll("input[name], textarea[name]")) {
    const name = control.getAttribute("name")!;
    if (name === honeypotField || name === startedAtField) continue;
    if (control.getAttribute("type") === "checkbox") {
      if (control.hasAttribute("checked"))
        values[name] = [...((values[name] as string[]) ?? []), control.getAttribute("value")!];
    } else {
      const value = control.tagName === "TEXTAREA" ? control.textContent : control.getAttribute("value");
      if (value) values[name] = value;
    }
  }
  const alert = form.querySelector("[role=alert]")?.textContent?.trim();
  const notice = form.querySelector("[role=status]")?.textContent?.trim();
  if (notice && !alert && Object.keys(fieldErrors).length === 0) return { ok: true };
  return {
    ok: false,
    ...(Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}),
    ...(alert ? { formError: code(alert) as FormError } : {}),
    ...(Object.keys(values).length > 0 ? { values } : {}),
  } as FormResult;
}

/** Runs `tasks` with at most `concurrency` at a time, in order of start. */
export async function pool<T>(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}
