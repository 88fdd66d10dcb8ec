import { island as attributes } from "./contract";
import { afterFirstPaint, whenParsed } from "./dom";

/**
 * React islands: a component that needs the browser is rendered by the server like the rest of the
 * page, in a container naming it (`components/island.tsx`); here, on a page that has one, its code
 * (`islands/<name>.tsx`, built under `/islands/`) is fetched **after the first paint and only
 * when it is needed**, and hydrates the container (`hydrate-island.ts`). A page without an island
 * fetches nothing; an island that is not needed (a reading list with nothing saved) fetches nothing
 * either.
 */

/** When an island is needed: what its module (`app/islands/<name>.tsx`) exports beside its component. */
export interface WhenNeeded {
  /** Whether the visitor needs it now. Left out: it is needed as soon as the page has painted. */
  needed?: () => boolean;
  /** Calls `check` whenever `needed` may answer otherwise (another tab saves an article). */
  onChange?: (check: () => void) => void;
}

type IslandModule = { mount: (container: HTMLElement) => void };

/**
 * Watches the page's island containers. `islands` is each island's `WhenNeeded`, by name: the build
 * makes it from `app/islands/` (`virtual:islands-when-needed`, see `page-script.ts`). On a page that
 * has one, a container that arrives later is watched too: a form sent in the background is replaced
 * by the server's answer (`forms.ts`), and an island in it (the booking form's slot picker, after a
 * time was taken) is new markup, hydrated in its turn.
 */
export function loadIslands(
  islands: Readonly<Record<string, WhenNeeded>>,
  importIsland = (url: string) => import(/* @vite-ignore */ url) as Promise<IslandModule>,
) {
  const selector = `[${attributes.name}]`;
  const watch = (container: HTMLElement) => {
    const name = container.getAttribute(attributes.name)!;
    const source = container.getAttribute(attributes.source);
    const island = islands[name];
    if (!island || !source) return;
    const needed = island.needed ?? (() => true);
    let started = false;
    let painted = () => false;
    const check = () => {
      if (started || !painted() || !needed()) return;
      started = true;
      importIsland(source)
        .then((module) => module.mount(container))
        .catch((error: unknown) => console.error(`The ${name} island could not load:`, error));
    };
    painted = afterFirstPaint(check);
    check();
    island.onChange?.(check);
  };
  whenParsed(() => {
    const containers = document.querySelectorAll<HTMLElement>(selector);
    containers.forEach(watch);
    if (containers.length === 0) return;
    new MutationObserver((records) => {
      for (const record of records)
        for (const added of record.addedNodes) {
          if (!(added instanceof HTMLElement)) continue;
          if (added.matches(selector)) watch(added);
          added.querySelectorAll<HTMLElement>(selector).forEach(watch);
        }
    }).observe(document.body, { childList: true, subtree: true });
  });
}
