// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { showCurrentFilter } from "./current-filter";

const box = (left: number, width: number) => () => ({ left, right: left + width }) as DOMRect;

describe("the chosen filter", () => {
  it("where the stylesheet cannot show it, is scrolled to the middle of its list when out of view, the list left alone when in view", () => {
    document.body.innerHTML = `<ul data-filters><li><a href=".">All</a></li><li><a aria-current="page">Cloud</a></li></ul>`;
    const list = document.querySelector("ul")!;
    const chosen = document.querySelector<HTMLElement>("[aria-current]")!;
    list.getBoundingClientRect = box(0, 375);
    chosen.getBoundingClientRect = box(500, 75);
    vi.stubGlobal("CSS", { supports: () => true });
    showCurrentFilter();
    expect(list.scrollLeft).toBe(0); // the stylesheet does it

    vi.stubGlobal("CSS", { supports: () => false });
    showCurrentFilter();
    // Its right edge (575) brought past the list's (375), then by half the room left (150).
    expect(list.scrollLeft).toBe(350);

    list.scrollLeft = 0;
    chosen.getBoundingClientRect = box(100, 75);
    showCurrentFilter();
    expect(list.scrollLeft).toBe(0);
    vi.unstubAllGlobals();
  });
});
