import { filtersAttribute } from "./contract";
import { whenParsed } from "./dom";

/**
 * A list of filters that scrolls sideways (the blog's categories on a phone) shows the chosen one:
 * the stylesheet asks for it (`scroll-initial-target`); where the browser cannot, the list is
 * scrolled here, sideways only, so the page itself stays where it is.
 */
export function showCurrentFilter() {
  if (globalThis.CSS?.supports("scroll-initial-target", "nearest")) return;
  whenParsed(() => {
    const list = document.querySelector<HTMLElement>(`[${filtersAttribute}]`);
    const current = list?.querySelector<HTMLElement>("[aria-current=page]");
    if (!list || !current) return;
    const shown = list.getBoundingClientRect();
    const chosen = current.getBoundingClientRect();
    if (chosen.left >= shown.left && chosen.right <= shown.right) return;
    list.scrollLeft +=
      chosen.right - shown.right + (shown.right - shown.left - (chosen.right - chosen.left)) / 2;
  });
}
