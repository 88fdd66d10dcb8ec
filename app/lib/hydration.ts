import { useMatches } from "react-router";

/**
 * Which pages ship React's scripts: those with a route that needs them, by its `handle`
 * (React Router's documented way to turn JavaScript off per route). The others work without any:
 * links, the header's menus (HTML popovers) and the page script (`page-script.ts`) are enough, and
 * they are interactive from their first paint (`docs/decisions/006-first-paint-and-hydration.md`).
 */
export interface RouteHandle {
  /** The page has something that only a script can do: a form's sending state, Share and Save. */
  hydrate?: boolean;
}

export const hydrate: RouteHandle = { hydrate: true };

export function useShipsScripts(): boolean {
  return useMatches().some((match) => (match.handle as RouteHandle | undefined)?.hydrate === true);
}
