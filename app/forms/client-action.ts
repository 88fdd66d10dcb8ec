import type { FormResult } from "./submission";

/**
 * The browser side of every form post. It turns a server that cannot be reached, or that fails
 * without a proper answer, into a `FormResult` the form can show (the typed values stay in the
 * fields), and can hold the answer back so the "sending" state lasts at least `minimumMs`.
 */
export async function submitWithFallback(
  serverAction: () => Promise<unknown>,
  minimumMs = 0,
): Promise<FormResult> {
  const started = Date.now();
  let result: FormResult;
  try {
    result = (await serverAction()) as FormResult;
  } catch (error) {
    result = { ok: false, formError: error instanceof TypeError ? "network" : "server" };
  }
  const wait = minimumMs - (Date.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return result;
}
