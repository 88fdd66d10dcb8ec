// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as readingList from "~/islands/reading-list";
import { savedArticlesKey } from "./contract";
import { loadIslands } from "./islands";
import { setSaved } from "./saved-articles";

/** The page's containers, as `components/island.tsx` renders them. */
const container = (name: string) =>
  `<div id="${name}" data-island="${name}" data-island-src="/islands/${name}-abc.js" data-island-props="{}"></div>`;

/**
 * The islands as the page script has them: the real reading list's `needed` and `onChange`, and an
 * island that says nothing of when it is needed (so, always).
 */
const islands = { "reading-list": readingList, always: {} };

/** A page with these containers, in this order, watched by the page script. */
function page(...names: string[]) {
  document.body.innerHTML = names.map(container).join("");
  const mount = vi.fn();
  const importIsland = vi.fn((url: string) =>
    Promise.resolve({ mount: (element: HTMLElement) => mount(url, element) }),
  );
  loadIslands(islands, importIsland);
  return { importIsland, mount };
}

const mounted = (name: string) => ["/islands/" + name + "-abc.js", document.getElementById(name)];

beforeEach(() => localStorage.clear());

describe("islands", () => {
  it("fetch nothing for a visitor who does not need them: a reading list with nothing saved", async () => {
    // The islands after it on the page are checked after it: once the one that is always needed has
    // mounted, the reading list has been checked.
    const { importIsland, mount } = page("reading-list", "always");
    await vi.waitFor(() => expect(mount).toHaveBeenCalledWith(...mounted("always")));
    expect(importIsland).toHaveBeenCalledTimes(1);
  });

  it("fetch the island's code and mount it when it is needed", async () => {
    localStorage.setItem(savedArticlesKey, JSON.stringify(["3"]));
    const { importIsland, mount } = page("reading-list");
    await vi.waitFor(() => expect(mount).toHaveBeenCalledWith(...mounted("reading-list")));
    expect(importIsland).toHaveBeenCalledWith("/islands/reading-list-abc.js");
  });

  it("fetch it once it becomes needed, here or in another tab, and only once", async () => {
    const { importIsland, mount } = page("reading-list");
    setSaved("3", true);
    localStorage.setItem(savedArticlesKey, JSON.stringify(["3", "4"]));
    dispatchEvent(new StorageEvent("storage", { key: savedArticlesKey }));
    await vi.waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
    expect(importIsland).toHaveBeenCalledTimes(1);
  });

  it("leave alone a container that names no island the build made", async () => {
    const { importIsland, mount } = page("calculator", "always");
    await vi.waitFor(() => expect(mount).toHaveBeenCalledWith(...mounted("always")));
    expect(importIsland).toHaveBeenCalledTimes(1);
  });

  it("watch a container that arrives later, as a form replaced by the server's answer brings", async () => {
    const { importIsland, mount } = page("always");
    await vi.waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
    const answered = document.createElement("form");
    answered.innerHTML = container("always").replace('id="always"', 'id="answered"');
    document.getElementById("always")!.replaceWith(answered);
    await vi.waitFor(() => expect(mount).toHaveBeenCalledTimes(2));
    expect(mount).toHaveBeenLastCalledWith("/islands/always-abc.js", document.getElementById("answered"));
    expect(importIsland).toHaveBeenCalledTimes(2);
  });
});
