import { parseFormResult, type FormName, type FormResult } from "./definitions";

/**
 * The browser side of every form post. It checks the server's answer, turns a server that cannot
 * be reached, or that fails without a proper answer, into a `FormResult` the form can show (the
 * typed values stay in the fields), and can hold the answer back so the "sending" state lasts at
 * least `minimumMs`.
 */
export async function submitWithFallback<Form extends FormName>(
  form: Form,
  serverAction: () => Promise<unknown>,
  minimumMs = 0,
): Promise<FormResult<Form>> {
  const started = Date.now();
  let result: FormResult<Form>;
  try {
    result = parseFormResult(form, await serverAction());
  } catch (error) {
    result = { ok: false, formError: error instanceof TypeError ? "network" : "server" };
  }
  const wait = minimumMs - (Date.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return result;
}
