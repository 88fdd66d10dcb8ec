import { island as attributes } from "./contract";
import { savedArticles, onReadingListChange } from "./reading-list";
import { whenParsed } from "./language-links";
import { afterFirstPaint } from "./web-font";

/**
 * React islands: a component that needs the browser is rendered by the server like the rest of the
 * page, in a container naming it (`components/island.tsx`); here, on a page that has one, its code
 * (`islands/<name>.tsx`, built under `/islands/`) is fetched **after the first paint and only
 * when it is needed**, and mounts itself into the container. A page without an island fetches
 * nothing; an island that is not needed (a reading list with nothing saved) fetches nothing either.
 *
 * `needed` says, for each island, whether the visitor needs it now, and `onChange` when that may
 * change (another tab saves an article): the island is then fetched.
 */
const islands: Record<string, { needed: () => boolean; onChange: (check: () => void) => void }> = {
  "reading-list": {
    needed: () => savedArticles().length > 0,
    onChange: (check) => void onReadingListChange(check),
  },
};

type Island = { mount: (container: HTMLElement) => void };

export function loadIslands(
  importIsland = (url: string) => import(/* @vite-ignore */ url) as Promise<Island>,
) {
  whenParsed(() => {
    for (const container of document.querySelectorAll<HTMLElement>(`[${attributes.name}]`)) {
      const name = container.getAttribute(attributes.name)!;
      const source = container.getAttribute(attributes.source);
      const island = islands[name];
      if (!island || !source) continue;
      let started = false;
      let painted = () => false;
      const check = () => {
        if (started || !painted() || !island.needed()) return;
        started = true;
        importIsland(source)
          .then((module) => module.mount(container))
          .catch((error: unknown) => console.error(`The ${name} island could not load:`, error));
      };
      painted = afterFirstPaint(check);
      check();
      island.onChange(check);
    }
  });
}
