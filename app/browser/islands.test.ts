// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { readingListKey } from "./contract";
import { loadIslands } from "./islands";
import { setSaved } from "./reading-list";

const container = `<div id="reading-list" data-island="reading-list" data-island-src="/islands/reading-list-abc.js" data-island-props="{}"></div>`;

function page() {
  document.body.innerHTML = container;
  const mount = vi.fn();
  const importIsland = vi.fn(() => Promise.resolve({ mount }));
  loadIslands(importIsland);
  return { importIsland, mount };
}

beforeEach(() => localStorage.clear());

describe("islands", () => {
  it("fetch nothing for a visitor who does not need them: a reading list with nothing saved", async () => {
    const { importIsland } = page();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(importIsland).not.toHaveBeenCalled();
  });

  it("fetch the island's code and mount it when it is needed", async () => {
    localStorage.setItem(readingListKey, JSON.stringify(["3"]));
    const { importIsland, mount } = page();
    await vi.waitFor(() => expect(mount).toHaveBeenCalledWith(document.querySelector("#reading-list")));
    expect(importIsland).toHaveBeenCalledWith("/islands/reading-list-abc.js");
  });

  it("fetch it once it becomes needed, here or in another tab, and only once", async () => {
    const { importIsland, mount } = page();
    setSaved("3", true);
    localStorage.setItem(readingListKey, JSON.stringify(["3", "4"]));
    dispatchEvent(new StorageEvent("storage", { key: readingListKey }));
    await vi.waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
    expect(importIsland).toHaveBeenCalledTimes(1);
  });

  it("leave alone a container that names no island the page script knows", async () => {
    localStorage.setItem(readingListKey, JSON.stringify(["3"]));
    document.body.innerHTML = `<div data-island="calculator" data-island-src="/islands/calculator.js"></div>`;
    const importIsland = vi.fn();
    loadIslands(importIsland);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(importIsland).not.toHaveBeenCalled();
  });
});
