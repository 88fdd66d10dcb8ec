import type { FormError } from "~/forms/definitions";

/**
 * What the markup and the browser code share, named once: the components write these attributes
 * and keys, the page script's modules read them. A rename here reaches both, or fails the typecheck.
 */
export { startedAtField } from "~/forms/spam-fields";
export { prefixedLanguages } from "~/i18n/locales";
export { preferenceKey } from "~/i18n/paths";

/** Set on `<html>` as soon as the page script runs: what needs it is shown from then on. */
export const runningAttribute = "data-page-script";

/** Marks the not-found page's heading (`components/layout/not-found-page.tsx`): its path is logged. */
export const notFoundAttribute = "data-not-found";

/** The language suggestion of an English page (`components/layout/language-suggestion.tsx`). */
export const suggestion = {
  /** On each offer, hidden until shown: its value is the language. */
  attribute: "data-language-suggestion",
  /** On the button that closes it. */
  dismiss: "data-dismiss-suggestion",
  /** Set once the visitor closes one: none is offered again on this device. */
  dismissedKey: "language-suggestion-dismissed",
} as const;

/** The web font (`styles/app.css` declares it; `web-font.ts` fetches it after the first paint). */
export const webFont = {
  /** On `<html>`: the text is drawn in the web font. */
  className: "web-font",
  family: "Inter Variable",
  /**
   * Set in the tab's session storage once the font has loaded: the pages loaded later in that tab
   * find it in the browser's cache. Not kept longer: after days the cache may have dropped the font,
   * which would then be downloaded before the first paint, the very thing `web-font.ts` avoids.
   */
  cachedKey: "web-font-cached",
  /** How long the page must go without a new largest paint before the font is fetched. */
  quietMs: 200,
} as const;

/** The forms the page script sends (`components/forms/use-form-result.ts` marks them). */
export const formAttributes = {
  /** Opts a form in: the script sends it in the background and shows the answer in place. */
  enhance: "data-enhance",
  /** How long the sending state lasts at least (the contact form: 1000 ms, as the spec asks). */
  minimumSendingMs: "data-minimum-sending-ms",
  /** Marks a `<template>` holding the notice of a send that got no answer; its value: `network` or `server`. */
  failure: "data-form-failure",
} as const;

export const formFailures = { network: "network", server: "server" } as const satisfies Partial<
  Record<FormError, FormError>
>;

/** The form's live regions (`components/forms/form-notice.tsx`). */
export const formLiveRegions = { notice: "[role=status]", alert: "[role=alert]" } as const;

/** An article's Share and Save (`components/blog/article-actions.tsx`). */
export const articleActions = {
  /** On the actions' container: its value is the article's id. */
  root: "data-article-actions",
  title: "data-title",
  share: "data-share",
  save: "data-save",
  /** The container's messages, in the page's language, shown in its live region. */
  notices: {
    copied: "data-copied",
    shareFailed: "data-share-failed",
    saved: "data-saved",
    removed: "data-removed",
  },
} as const;

/**
 * Where this browser keeps the saved articles' ids, oldest first. The key keeps its first name
 * ("reading-list"): visitors' browsers hold their lists under it.
 */
export const savedArticlesKey = "reading-list";

/** A React island's container (`components/island.tsx`), read by `islands.ts` and the island. */
export const island = {
  /** Names the island (`app/islands/<name>.tsx`). */
  name: "data-island",
  /** The URL of its built module (the build makes it: `mount(container)` hydrates the island). */
  source: "data-island-src",
  /** Its props, as JSON: the server rendered it with these, the browser renders it with them again. */
  props: "data-island-props",
} as const;

/**
 * On a list of filters that scrolls sideways on a phone (the blog's categories): it opens at the
 * chosen one (`aria-current="page"`), by the stylesheet's `scroll-initial-target` or, where a browser
 * lacks it, by `current-filter.ts`.
 */
export const filtersAttribute = "data-filters";
