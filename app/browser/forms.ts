import { formAttributes, formFailures, formLiveRegions, startedAtField } from "./contract";

/**
 * Forms the markup opts in (`data-enhance`) are sent in the background: the browser's own post,
 * done with `fetch`, so that the visitor keeps their place. Without this script the browser posts
 * the form itself and shows the answered page; with it:
 * - the request is the one the browser would make: the form's method and action, its fields and the
 *   pressed button's name and value;
 * - while it is sent, the form is `aria-busy` and its submit buttons are disabled (the spec: "submit
 *   button disabled, a spinner and the 'sending' label"), for at least `data-minimum-sending-ms`;
 * - the answer is the page the browser would have shown: the form in it (found by its id) replaces
 *   the one sent (an answer that redirected to another page, as a booking does, is opened as the
 *   browser would have opened it), the notices announced in the live regions the page already had, and focus goes to
 *   the first field the server refused, else to the submit button;
 * - a send that gets no usable answer keeps everything typed and shows the failure's notice (from a
 *   `<template>` in the form).
 * Every form, opted in or not, carries the time its page was loaded (the spam time trap), and a form
 * that is already being sent is not sent again. Nothing else is touched: a form not opted in (a GET
 * search) is the browser's.
 */
export function enhanceForms() {
  // Captured on the window, so that it runs before anything else reads the form.
  addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      stampStartTime(form);
      if (form.getAttribute("aria-busy") === "true") {
        event.preventDefault(); // Sent once: a second press while it is sending does nothing.
        return;
      }
      if (!form.hasAttribute(formAttributes.enhance) || !form.id) return;
      event.preventDefault();
      void send(form, event.submitter);
    },
    true,
  );
  // A page restored from the back-forward cache is not being sent any more.
  addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    document.querySelectorAll<HTMLFormElement>("form[aria-busy=true]").forEach((form) => busy(form, false));
  });
}

/**
 * From the start of the page's load: a person who autofills quickly is still well over the minimum,
 * a bot that posts on load is not. The prerendered HTML cannot know that time.
 */
function stampStartTime(form: HTMLFormElement) {
  const startedAt = form.elements.namedItem(startedAtField);
  if (startedAt instanceof HTMLInputElement && !startedAt.value)
    startedAt.value = String(Math.round(performance.timeOrigin));
}

function busy(form: HTMLFormElement, sending: boolean) {
  form.setAttribute("aria-busy", String(sending));
  for (const button of form.querySelectorAll<HTMLButtonElement>("button[type=submit], button:not([type])"))
    button.disabled = sending;
}

/** The request the browser would make for `form`, pressed with `submitter`. */
export function formRequest(form: HTMLFormElement, submitter: HTMLElement | null): [string, RequestInit] {
  const data = new FormData(form);
  // The pressed button's name and value are part of the post (`new FormData(form, submitter)` does
  // this where the browser supports it).
  if (submitter instanceof HTMLButtonElement && submitter.name && !data.has(submitter.name))
    data.append(submitter.name, submitter.value);
  const action = submitter?.getAttribute("formaction") ?? form.getAttribute("action") ?? location.href;
  const url = new URL(action, location.href);
  const method = (submitter?.getAttribute("formmethod") ?? form.method).toLowerCase();
  if (method === "get") {
    for (const [name, value] of data) if (typeof value === "string") url.searchParams.append(name, value);
    return [url.href, { method: "GET" }];
  }
  return [url.href, { method: "POST", body: data }];
}

async function send(form: HTMLFormElement, submitter: HTMLElement | null) {
  const started = Date.now();
  const request = formRequest(form, submitter);
  busy(form, true);
  let answered: ReturnType<typeof answeredForm> = null;
  let failure: string = formFailures.server;
  try {
    const response = await fetch(...request);
    // Answered with another page (a booking's 303 to its manage page): the browser would show it.
    if (response.redirected && response.ok) return location.assign(response.url);
    answered = answeredForm(form, await response.text());
  } catch (error) {
    if (error instanceof TypeError) failure = formFailures.network;
  }
  // A fast answer still reads as a real send: the form says how long "sending" lasts at least.
  const wait = Number(form.getAttribute(formAttributes.minimumSendingMs) ?? 0) - (Date.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  if (!answered) {
    // Nothing replaces the form: every field keeps what was typed, and the reason is shown.
    busy(form, false);
    const notice = form.querySelector<HTMLTemplateElement>(
      `template[${formAttributes.failure}="${failure}"]`,
    );
    const alert = form.querySelector(formLiveRegions.alert);
    if (notice && alert) alert.replaceChildren(notice.content.cloneNode(true));
    form.querySelector(formLiveRegions.notice)?.replaceChildren(); // An earlier success is not this send's.
    (submitter ?? form.querySelector<HTMLElement>("[type=submit]"))?.focus();
    return;
  }
  const { replacement, announce } = answered;
  form.replaceWith(replacement);
  announce();
  // Where the visitor goes on: the first field the server refused, else the button they pressed.
  const refused = replacement.querySelector<HTMLElement>("[aria-invalid=true]");
  (refused ?? replacement.querySelector<HTMLElement>("[type=submit]"))?.focus();
}

/** The form as the server rendered it in its answer, with this page's live regions kept. */
function answeredForm(form: HTMLFormElement, html: string) {
  const answer = new DOMParser().parseFromString(html, "text/html").getElementById(form.id);
  if (!(answer instanceof HTMLFormElement)) return null;
  const replacement = document.importNode(answer, true);
  // Assistive technology announces a change inside a live region it already knows, not a new one.
  const announcements: [Element, Node[]][] = [];
  for (const region of Object.values(formLiveRegions)) {
    const kept = form.querySelector(region);
    const answered = replacement.querySelector(region);
    if (!kept || !answered) continue;
    announcements.push([kept, [...answered.childNodes]]);
    answered.replaceWith(kept);
  }
  return {
    replacement,
    announce: () => announcements.forEach(([kept, nodes]) => kept.replaceChildren(...nodes)),
  };
}
