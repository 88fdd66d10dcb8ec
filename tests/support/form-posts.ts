import type { FormResult } from "../../app/forms/definitions";

export type Fields = Record<string, string | string[]>;

function formBody(fields: Fields) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  }
  return body;
}

/**
 * Posts a form as a same-origin browser does: urlencoded, with the page's `Origin`. `path` is the
 * page (`/contact`, `/?index`: what a browser without JavaScript posts, answered with HTML) or its
 * data URL (`/contact.data`, `/_root.data?index`: what the page's script posts).
 */
export async function postForm(
  origin: string,
  path: string,
  fields: Fields,
  headers: Record<string, string> = {},
) {
  const answer = await fetch(`${origin}${path}`, {
    method: "POST",
    headers: { Origin: origin, ...headers },
    body: formBody(fields),
    redirect: "manual",
  });
  const text = await answer.text();
  return { status: answer.status, headers: answer.headers, text };
}

/**
 * The action's result in a `.data` answer. React Router encodes it with turbo-stream: a flat JSON
 * array whose first entry is the root, objects as `{"_<key index>": <value index>}`, arrays as lists
 * of indexes. Enough of the format for the plain objects the form actions return.
 */
export function formResult(text: string): FormResult {
  const table = JSON.parse(text.split("\n")[0]!) as unknown[];
  const at = (index: number): unknown => {
    if (index < 0) return index === -5 ? null : undefined;
    const value = table[index];
    if (Array.isArray(value)) {
      if (typeof value[0] === "string") throw new Error(`Unsupported turbo-stream type ${value[0]}`);
      return value.map((item) => at(item as number));
    }
    if (value && typeof value === "object") {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [table[Number(key.slice(1))], at(item as number)]),
      );
    }
    return value;
  };
  const root = at(0) as { data?: FormResult };
  if (!root.data) throw new Error(`Not an action result: ${text.slice(0, 200)}`);
  return root.data;
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
