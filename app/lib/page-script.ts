import { startedAtField, type FormError } from "~/forms/definitions";
import { prefixedLanguages } from "~/i18n/locales";
import { preferenceKey } from "~/i18n/paths";
import { webFontClass, webFontFamily, webFontKey } from "./first-paint";

/**
 * The one inline script of every page, in its `<head>`: what must work from the first paint, before
 * any other script could arrive on a slow phone. No page ships React's scripts: this script is all the
 * JavaScript a page runs (`docs/decisions/006-first-paint-and-hydration.md`), so a visitor gets one
 * behaviour from the first paint on:
 * - an unprefixed (English) page sends a visitor who chose another language to it before anything
 *   paints (crawlers have no storage and get the page they asked for);
 * - a language chosen from a link to the page in another language (`<a hreflang>`: the switcher,
 *   the suggestion) is saved, and the link keeps the query and the hash;
 * - the language suggestion of an English page is shown to a browser that prefers one of ours, and
 *   closing it is remembered;
 * - a form is sent in the background: it shows its sending state, is never sent twice, comes back
 *   with the server's notice or errors in place, and keeps what was typed if the server cannot be
 *   reached; every form carries the time its page was loaded (the spam time trap);
 * - an article's Share (the system share sheet, else the link copied) and Save (a reading list in
 *   this browser, shown pressed once saved);
 * - the web font is fetched once the page is loaded and drawn, for the pages that follow;
 * - a not-found page logs the missing path to the console.
 *
 * `enhancePage` is serialized with `Function.prototype.toString` (`page-script.server.ts`), as React
 * Router serializes its scroll restoration: it must use nothing but its arguments and the browser's
 * globals. It is TypeScript like the rest of the app, type-checked and linted; the browser runs
 * Vite's output of it.
 */
export const pageScriptSettings = {
  preferenceKey,
  prefixedLanguages: prefixedLanguages as readonly string[],
  /** Set when the visitor closes the language suggestion: it is not offered again on this device. */
  suggestionDismissedKey: "language-suggestion-dismissed",
  /** Marks a language suggestion (its value: the language) and, on a button, closes it. */
  suggestionAttribute: "data-language-suggestion",
  dismissSuggestionAttribute: "data-dismiss-suggestion",
  webFontClass,
  webFontKey,
  webFontFamily,
  /** How long the page must go without a new largest paint before the web font is fetched. */
  largestPaintQuietMs: 200,
  startedAtField,
  /** Set on `<html>` as soon as the script runs: what needs it is shown from then on. */
  runningAttribute: "data-page-script",
  /** Marks the not-found page (`components/layout/not-found-page.tsx`): its path is logged. */
  notFoundAttribute: "data-not-found",
  /** A form's sending state, how long it lasts at least, and the notices for a send that failed. */
  forms: {
    sending: "data-sending",
    minimumSendingMs: "data-minimum-sending-ms",
    /** Marks a `<template>` holding the notice of a failure (its value: `network` or `server`). */
    failure: "data-form-failure",
    failures: { network: "network", server: "server" } satisfies Partial<Record<FormError, FormError>>,
    /** The form's live regions (`components/forms/form-notice.tsx`). */
    liveRegions: { notice: "[role=status]", alert: "[role=alert]" },
  },
  /** An article's Share and Save (`components/blog/article-actions.tsx`): attributes, and storage. */
  articleActions: {
    root: "data-article-actions",
    title: "data-title",
    share: "data-share",
    save: "data-save",
    notices: {
      copied: "data-copied",
      shareFailed: "data-share-failed",
      saved: "data-saved",
      removed: "data-removed",
    },
    readingListKey: "reading-list",
  },
};
type PageScriptSettings = typeof pageScriptSettings;

export function enhancePage(settings: PageScriptSettings, pickLanguage: typeof browserLanguage) {
  const root = document.documentElement;
  const read = (storage: () => Storage, key: string) => {
    try {
      return storage().getItem(key);
    } catch {
      return null; // Storage can be disabled: nothing is remembered then.
    }
  };
  const write = (storage: () => Storage, key: string, value: string) => {
    try {
      storage().setItem(key, value);
    } catch {
      // As above: the visitor still gets what they asked for on this page.
    }
  };
  const local = () => localStorage;
  const session = () => sessionStorage;
  const all = <E extends Element = HTMLElement>(selector: string) => [
    ...document.querySelectorAll<E>(selector),
  ];

  // The saved language.
  const chosenLanguage = read(local, settings.preferenceKey);
  const pathLanguage = location.pathname.split("/")[1] ?? "";
  const unprefixed = !settings.prefixedLanguages.includes(pathLanguage);
  if (unprefixed && chosenLanguage && settings.prefixedLanguages.includes(chosenLanguage)) {
    root.style.display = "none";
    const path = location.pathname === "/" ? "" : location.pathname;
    location.replace(`/${chosenLanguage}${path}${location.search}${location.hash}`);
    return;
  }
  root.setAttribute(settings.runningAttribute, "");

  // The web font, for the pages that follow: fetched once this page is loaded and drawn (its first
  // paint, then no new largest paint for a moment), so that it never shares the connection with what
  // this page shows. A fast machine fires `load` before it paints; a slow network paints an image late.
  if (read(session, settings.webFontKey)) root.classList.add(settings.webFontClass);
  const fetchFont = () => {
    if (!document.fonts || root.classList.contains(settings.webFontClass)) return;
    void document.fonts
      .load(`1em "${settings.webFontFamily}"`)
      .then(() => write(session, settings.webFontKey, "1"));
  };
  const observed = (type: string, seen: (entries: PerformanceEntryList) => void) => {
    if (typeof PerformanceObserver === "undefined") return false;
    if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return false;
    new PerformanceObserver((list) => seen(list.getEntries())).observe({ type, buffered: true });
    return true;
  };
  let painted = false;
  let loaded = false;
  let settling: ReturnType<typeof setTimeout> | undefined;
  const settle = () => {
    if (!painted || !loaded) return;
    clearTimeout(settling);
    settling = setTimeout(fetchFont, settings.largestPaintQuietMs);
  };
  const paintsObserved = observed("paint", (entries) => {
    if (entries.some((entry) => entry.name === "first-contentful-paint")) painted = true;
    settle();
  });
  if (!paintsObserved) painted = true; // A browser that cannot tell: once the page has loaded.
  observed("largest-contentful-paint", settle);
  addEventListener("load", () => {
    loaded = true;
    settle();
  });

  // An article's Share and Save.
  const article = settings.articleActions;
  const say = (actions: HTMLElement, notice: string) => {
    const status = actions.querySelector("[role=status]");
    if (status) status.textContent = actions.getAttribute(notice);
  };
  const readingList = (): number[] => {
    try {
      const list: unknown = JSON.parse(read(local, article.readingListKey) ?? "[]");
      return Array.isArray(list) ? list.filter((id): id is number => typeof id === "number") : [];
    } catch {
      return [];
    }
  };
  const articleId = (actions: HTMLElement) => Number(actions.getAttribute(article.root));
  const showSaved = (actions: HTMLElement) => {
    const isSaved = readingList().includes(articleId(actions));
    actions.querySelector(`[${article.save}]`)?.setAttribute("aria-pressed", String(isSaved));
  };
  const toggleSaved = (actions: HTMLElement) => {
    const id = articleId(actions);
    const wasSaved = readingList().includes(id);
    const list = readingList().filter((other) => other !== id);
    if (!wasSaved) list.push(id);
    write(local, article.readingListKey, JSON.stringify(list));
    showSaved(actions);
    say(actions, wasSaved ? article.notices.removed : article.notices.saved);
  };
  const share = async (actions: HTMLElement) => {
    const url = location.href;
    if (navigator.share) {
      try {
        await navigator.share({ title: actions.getAttribute(article.title) ?? document.title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      say(actions, article.notices.copied);
    } catch {
      say(actions, article.notices.shareFailed);
    }
  };
  // Another tab saved or removed an article.
  addEventListener("storage", () => all(`[${article.root}]`).forEach(showSaved));

  // The same page in another language keeps the query and the hash of this one.
  const keepQueryAndHash = (link: HTMLAnchorElement) =>
    link.setAttribute("href", `${link.pathname}${location.search}${location.hash}`);

  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const choice = target?.closest<HTMLAnchorElement>("a[hreflang]");
    if (choice) {
      write(local, settings.preferenceKey, choice.hreflang);
      keepQueryAndHash(choice);
    }
    const dismiss = target?.closest(`[${settings.dismissSuggestionAttribute}]`);
    if (dismiss) {
      write(local, settings.suggestionDismissedKey, "1");
      dismiss.closest(`[${settings.suggestionAttribute}]`)?.setAttribute("hidden", "");
    }
    const actions = target?.closest<HTMLElement>(`[${article.root}]`);
    if (actions && target?.closest(`[${article.share}]`)) void share(actions);
    if (actions && target?.closest(`[${article.save}]`)) toggleSaved(actions);
  });

  document.addEventListener("DOMContentLoaded", () => {
    if (document.querySelector(`[${settings.notFoundAttribute}]`))
      console.error(`404: no page at ${location.pathname}`);
    // A prerendered page's links to itself in other languages learn its query and hash.
    all<HTMLAnchorElement>("a[hreflang]").forEach(keepQueryAndHash);
    all(`[${article.root}]`).forEach(showSaved);
    // The language suggestion, for a visitor who has neither chosen a language nor declined it.
    if (chosenLanguage || read(local, settings.suggestionDismissedKey)) return;
    const wanted = pickLanguage(navigator.languages, settings.prefixedLanguages);
    const suggestion = wanted && document.querySelector(`[${settings.suggestionAttribute}="${wanted}"]`);
    if (suggestion) suggestion.removeAttribute("hidden");
  });

  // Forms. The browser posts a form itself if this script is not running, or cannot fetch: the page
  // comes back with the notice or the errors, and what was typed. Here the form is sent in the
  // background instead, and the server's answer (the same page) replaces the form alone, so the
  // visitor keeps their place and a server that cannot be reached loses nothing they typed.
  const forms = settings.forms;
  const showSending = (form: HTMLFormElement, sending: boolean) => {
    form.toggleAttribute(forms.sending, sending);
    form.setAttribute("aria-busy", String(sending));
  };
  /** The form as the server rendered it in its answer, with this page's live regions kept. */
  const answeredForm = (form: HTMLFormElement, html: string) => {
    const answer = new DOMParser().parseFromString(html, "text/html").getElementById(form.id);
    if (!(answer instanceof HTMLFormElement)) return null;
    const replacement = document.importNode(answer, true);
    // Assistive technology announces a change inside a live region it already knows, not a new one.
    const announcements: [Element, Node[]][] = [];
    for (const region of Object.values(forms.liveRegions)) {
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
  };
  const send = async (form: HTMLFormElement) => {
    const started = Date.now();
    let answered: ReturnType<typeof answeredForm> = null;
    let failure: string = forms.failures.server;
    try {
      const response = await fetch(form.action, { method: "POST", body: new FormData(form) });
      answered = answeredForm(form, await response.text());
    } catch (error) {
      if (error instanceof TypeError) failure = forms.failures.network;
    }
    // A fast answer still reads as a real send: the form says how long "sending" lasts at least.
    const wait = Number(form.getAttribute(forms.minimumSendingMs) ?? 0) - (Date.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (!answered) {
      // Nothing replaces the form: every field keeps what was typed, and the reason is shown.
      showSending(form, false);
      const notice = form.querySelector<HTMLTemplateElement>(`template[${forms.failure}="${failure}"]`);
      const alert = form.querySelector(forms.liveRegions.alert);
      if (notice && alert) alert.replaceChildren(notice.content.cloneNode(true));
      form.querySelector(forms.liveRegions.notice)?.replaceChildren(); // An earlier success is not this send's.
      return;
    }
    const { replacement, announce } = answered;
    form.replaceWith(replacement);
    announce();
    // Where the visitor goes on: the first field the server refused, else the button they pressed.
    const refused = replacement.querySelector<HTMLElement>("[aria-invalid=true]");
    (refused ?? replacement.querySelector<HTMLElement>("[type=submit]"))?.focus();
  };
  // Captured on the window, so that it runs before anything else reads the form.
  addEventListener(
    "submit",
    (event) => {
      const form = event.target as HTMLFormElement;
      const startedAt = form.elements.namedItem(settings.startedAtField);
      // From the start of the page's load: a person who autofills quickly is still well over the
      // minimum, a bot that posts on load is not. The prerendered HTML cannot know that time.
      if (startedAt instanceof HTMLInputElement && !startedAt.value)
        startedAt.value = String(Math.round(performance.timeOrigin));
      if (form.hasAttribute(forms.sending)) {
        event.preventDefault(); // Sent once: a second press while it is sending does nothing.
        return;
      }
      showSending(form, true);
      if (!form.id || typeof fetch !== "function" || typeof DOMParser !== "function") return;
      event.preventDefault();
      void send(form);
    },
    true,
  );
  // A page restored from the back-forward cache is not being sent any more.
  addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    all<HTMLFormElement>(`form[${forms.sending}]`).forEach((form) => showSending(form, false));
  });
}

/**
 * The site language a browser asks for first (`navigator.languages`, best first): `pt-BR` → `pt`.
 * English, or nothing the site speaks, before any of ours gives nothing to suggest. Serialized into
 * the page script with `enhancePage`: it uses nothing but its arguments.
 */
export function browserLanguage(preferred: readonly string[], offered: readonly string[]) {
  for (const tag of preferred) {
    const primary = tag.split("-")[0]!.toLowerCase();
    if (primary === "en") return undefined;
    if (offered.includes(primary)) return primary;
  }
  return undefined;
}
