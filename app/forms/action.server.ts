import { data, type ActionFunctionArgs } from "react-router";
import { requestLang } from "~/i18n/request.server";
import {
  forms,
  honeypotField,
  startedAtField,
  type FieldError,
  type FieldName,
  type FormName,
  type FormResult,
} from "./definitions";
import type { Origin } from "./origin";
import type { RateLimiter } from "./rate-limit.server";
import { schemas, type FormInput } from "./schemas";

/** What the form actions need from the server; the runtime provides it (`app/runtime`). */
export interface FormServices {
  /** A contact form post: the message and its deliveries, stored together; resolves once committed. */
  saveContact: (input: FormInput<"contact">, origin: Origin) => Promise<void>;
  /**
   * A newsletter form post: the request and its confirmation email, stored together; `mailHeld`
   * when the email may not go this hour, and nothing was stored.
   */
  subscribe: (input: FormInput<"newsletter">, origin: Origin) => Promise<Saved>;
  limiter: RateLimiter;
  /** A form posted sooner than this after its page was loaded is a bot's. */
  minFillMs: number;
}

/** A submission stored, or (newsletter) refused because its email is held this hour. */
type Saved = void | "mailHeld";

/** The forms whose valid post is stored as it is (the booking form's action is `routes/book-action.server.ts`). */
type StoredForm = Exclude<FormName, "booking">;

/** Where each form's valid submission is stored. */
const savers: {
  [Form in StoredForm]: (services: FormServices, input: FormInput<Form>, origin: Origin) => Promise<Saved>;
} = {
  contact: (services, input, origin) => services.saveContact(input, origin),
  // A request and its confirmation email: the list itself changes only when the address confirms.
  newsletter: (services, input, origin) => services.subscribe(input, origin),
};

/** The action of the contact page. */
export const contactAction = formAction("contact");
/** The newsletter's action, shared by the pages that show the form (home, blog). */
export const newsletterAction = formAction("newsletter");

/**
 * Handles one form post: spam traps, rate limit, validation, storage. The visitor is told it worked
 * only once the row is written; anything else returns what they typed so nothing is lost.
 */
function formAction<Form extends StoredForm>(form: Form) {
  return async function action(
    args: Pick<ActionFunctionArgs, "request" | "context">,
    services: FormServices,
  ) {
    const post = await guardedPost(form, args, services);
    if (!("input" in post)) return post.answer;
    const { input, values, origin } = post;
    let saved: Saved;
    try {
      saved = await savers[form](services, input, origin);
    } catch (error) {
      console.error(`Could not store a ${form} submission:`, error);
      return data({ ok: false, formError: "server", values } satisfies FormResult, { status: 500 });
    }
    // Its email is held by the hourly budget (`delivery/visitor-mail.server.ts`): nothing was
    // recorded, and the visitor is told to try again, with what they typed.
    if (saved === "mailHeld")
      return data({ ok: false, formError: "mailHeld", values } satisfies FormResult, {
        status: 503,
        headers: { "Retry-After": String(60 * 60) },
      });
    return { ok: true } satisfies FormResult;
  };
}

/** What the guards answer a post they stop: the form's result, with its status if not 200. */
type Answer = ReturnType<typeof data<FormResult>> | FormResult;

/** A post that passed the guards: its valid input, what was typed (to give back) and where it came from. */
interface Accepted<Form extends FormName> {
  input: FormInput<Form>;
  values: Record<string, string | string[]>;
  origin: Origin;
}

/**
 * The guards every form post passes before its action does anything: the server's refusal, a body
 * that cannot be read, the spam traps (a bot gets the same answer as a person, `{ ok: true }`, and
 * nothing is stored), the rate limit, the declaration's validation. Either the answer to send, or
 * the accepted post.
 */
export async function guardedPost<Form extends FormName>(
  form: Form,
  { request, context }: Pick<ActionFunctionArgs, "request" | "context">,
  { limiter, minFillMs }: Pick<FormServices, "limiter" | "minFillMs">,
): Promise<{ answer: Answer } | Accepted<Form>> {
  const fields: Record<string, { kind: string }> = forms[form];
  // Refused by the server's guards: the reason, in the page's language, and what was typed if
  // the body can be read.
  const refusal = context.formRefusal;
  if (refusal) {
    const readable = refusal.bodyReadable ? await readFormData(request) : undefined;
    const values = readable ? typedValues(readable, fields) : undefined;
    return {
      answer: data({ ok: false, formError: refusal.error, values } satisfies FormResult, {
        status: refusal.status,
      }),
    };
  }
  const formData = await readFormData(request);
  if (!formData)
    return { answer: data({ ok: false, formError: "unreadable" } satisfies FormResult, { status: 400 }) };
  const values = typedValues(formData, fields);

  // A bot gets the same answer as a person, and nothing is stored.
  if (isSpam(formData, minFillMs)) return { answer: { ok: true } satisfies FormResult<Form> };

  const limit = await limiter.hit(`${form}:${context.clientNetwork ?? "unknown"}`);
  if (!limit.allowed) {
    return {
      answer: data({ ok: false, formError: "rateLimited", values } satisfies FormResult, {
        status: 429,
        headers: { "Retry-After": String(limit.retryAfterSeconds) },
      }),
    };
  }

  const parsed = schemas[form].safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Partial<Record<string, FieldError>> = {};
    let unknownField = false;
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      // A field the form does not have, or a choice it does not offer: only a forged post sends
      // them, and no field of the page could show the error.
      if (issue.code === "unrecognized_keys" || fields[field]?.kind === "choices") unknownField = true;
      if (field && !fieldErrors[field]) fieldErrors[field] = issue.message as FieldError;
    }
    const result: FormResult = unknownField
      ? { ok: false, formError: "invalid", values }
      : { ok: false, fieldErrors: fieldErrors as Partial<Record<FieldName<Form>, FieldError>>, values };
    return { answer: data(result, { status: 400 }) };
  }

  const origin: Origin = {
    lang: requestLang(request),
    page: new URL(request.url).pathname,
    at: new Date(),
    source: context.visitSource,
    network: context.clientNetwork,
  };
  return { input: parsed.data as FormInput<Form>, values, origin };
}

/** The form's fields as typed (spam traps left out; control characters stripped). */
function typedValues(formData: FormData, fields: Record<string, { kind: string }>) {
  const values: Record<string, string | string[]> = {};
  for (const key of new Set(formData.keys())) {
    if (key === honeypotField || key === startedAtField) continue;
    const all = formData
      .getAll(key)
      .map((value) => (typeof value === "string" ? value.replace(controlCharacters, "") : ""));
    values[key] = fields[key]?.kind === "choices" ? all : (all[0] ?? "");
  }
  return values;
}

/** Control characters other than tab and line breaks: never stored (a NUL would reach the CSV export). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** The posted form, or nothing when the body cannot be read as one (a malformed multipart body). */
export async function readFormData(request: Request): Promise<FormData | undefined> {
  try {
    return await request.formData();
  } catch (error) {
    console.log(
      `${request.method} ${new URL(request.url).pathname} refused: unreadable form (${String(error)})`,
    );
    return undefined;
  }
}

/**
 * The routes with forms export this as `headers`: React Router passes on only the cookies of an
 * action's headers unless the route says which to keep, and a refused post's `Retry-After` matters.
 */
export function formHeaders({
  actionHeaders,
  parentHeaders,
}: {
  actionHeaders: Headers;
  parentHeaders: Headers;
}) {
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
