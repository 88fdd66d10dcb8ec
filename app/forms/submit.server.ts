import { data, type AppLoadContext } from "react-router";
import type { z } from "zod";
import { requestLang } from "~/i18n/request.server";
import type { LeadStore, Origin } from "./leads.server";
import type { FieldError } from "./fields";
import { formServices } from "./services.server";
import { honeypotField, startedAtField, type FormResult } from "./submission";

interface FormDefinition<Schema extends z.ZodType> {
  name: "contact" | "newsletter";
  schema: Schema;
  /** Fields that may repeat (checkboxes); the others are single values. */
  lists?: string[];
  save: (store: LeadStore, input: z.output<Schema>, origin: Origin) => void;
}

/**
 * Handles one form post: spam traps, rate limit, validation, storage. The visitor is told it worked
 * only once the row is written; anything else returns what they typed so nothing is lost.
 */
export async function handleSubmission<Schema extends z.ZodType>(
  request: Request,
  context: AppLoadContext,
  form: FormDefinition<Schema>,
) {
  const { leads, limiter, minFillMs } = formServices(context);
  const formData = await request.formData();
  const values: Record<string, string | string[]> = {};
  for (const key of new Set(formData.keys())) {
    if (key === honeypotField || key === startedAtField) continue;
    const all = formData.getAll(key).map((value) => (typeof value === "string" ? value : ""));
    values[key] = form.lists?.includes(key) ? all : (all[0] ?? "");
  }

  // A bot gets the same answer as a person, and nothing is stored.
  if (isSpam(formData, minFillMs)) return { ok: true } satisfies FormResult;

  const limit = limiter.hit(`${form.name}:${context.clientAddress ?? "unknown"}`);
  if (!limit.allowed) {
    return data({ ok: false, formError: "rateLimited", values } satisfies FormResult, {
      status: 429,
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    });
  }

  const parsed = form.schema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Partial<Record<string, FieldError>> = {};
    let unknownField = false;
    for (const issue of parsed.error.issues) {
      if (issue.code === "unrecognized_keys") unknownField = true;
      const field = String(issue.path[0] ?? "");
      if (field && !fieldErrors[field]) fieldErrors[field] = issue.message as FieldError;
    }
    const result: FormResult = unknownField
      ? { ok: false, formError: "invalid", values }
      : { ok: false, fieldErrors, values };
    return data(result, { status: 400 });
  }

  const origin: Origin = { lang: requestLang(request), page: new URL(request.url).pathname, at: new Date() };
  try {
    form.save(leads, parsed.data, origin);
  } catch (error) {
    console.error(`Could not store a ${form.name} submission:`, error);
    return data({ ok: false, formError: "server", values } satisfies FormResult, { status: 500 });
  }
  return { ok: true } satisfies FormResult;
}

/**
 * The routes with forms export this as `headers`: React Router passes on only the cookies of an
 * action's headers unless the route says which to keep, and a refused post's `Retry-After` matters.
 */
export function formHeaders({ actionHeaders, parentHeaders }: { actionHeaders: Headers; parentHeaders: Headers }) {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

function isSpam(formData: FormData, minFill: number): boolean {
  if (formData.get(honeypotField)) return true;
  const startedAt = Number(formData.get(startedAtField));
  // The start time is set by the page's script; without JavaScript only the honeypot applies.
  return minFill > 0 && startedAt > 0 && Date.now() - startedAt < minFill;
}
