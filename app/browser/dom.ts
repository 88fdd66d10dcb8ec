/** Small helpers the page script's behaviours share: when the page is parsed, when it has painted. */

/** Runs `work` once the document is parsed (at once if it already is). */
export function whenParsed(work: () => void) {
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", work, { once: true });
  else work();
}

/** Calls `seen` with each batch of performance entries of `type`, if the browser reports them. */
export function observe(type: string, seen: (entries: PerformanceEntryList) => void) {
  if (typeof PerformanceObserver === "undefined") return false;
  if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return false;
  new PerformanceObserver((list) => seen(list.getEntries())).observe({ type, buffered: true });
  return true;
}

/**
 * Calls `then` once the page has painted its first content, and returns a function that says whether
 * it has. A fast machine fires `load` before it paints; a browser that cannot tell counts as painted.
 */
export function afterFirstPaint(then: () => void): () => boolean {
  let painted = false;
  const observed = observe("paint", (entries) => {
    if (painted || !entries.some((entry) => entry.name === "first-contentful-paint")) return;
    painted = true;
    then();
  });
  if (!observed) painted = true;
  return () => painted;
}
