// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { savedArticlesKey } from "./contract";
import { enableShareAndSave } from "./share-and-save";

const actions = (id: string) => `
  <div data-article-actions="${id}" data-title="An article" data-copied="Link copied." data-share-failed="Could not share."
       data-saved="Saved to your reading list." data-removed="Removed.">
    <button type="button" data-share>Share</button>
    <button type="button" data-save aria-pressed="false">Save</button>
    <p role="status"></p>
  </div>`;
const save = () => document.querySelector<HTMLButtonElement>("[data-save]")!;
const status = () => document.querySelector("[role=status]")!.textContent;

let enabled = false;
beforeEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
  if (!enabled) enableShareAndSave(); // Listeners on the document: once for the file.
  enabled = true;
});

describe("Save", () => {
  it("adds the article to the reading list, shows it pressed and says so; pressed again, removes it", () => {
    document.body.innerHTML = actions("3");
    save().click();
    expect(JSON.parse(localStorage.getItem(savedArticlesKey)!)).toEqual(["3"]);
    expect(save().getAttribute("aria-pressed")).toBe("true");
    expect(status()).toBe("Saved to your reading list.");
    save().click();
    expect(JSON.parse(localStorage.getItem(savedArticlesKey)!)).toEqual([]);
    expect(save().getAttribute("aria-pressed")).toBe("false");
    expect(status()).toBe("Removed.");
  });

  it("keeps the articles saved before, and follows a change made in another tab", () => {
    localStorage.setItem(savedArticlesKey, JSON.stringify([1, "remote-teams"]));
    document.body.innerHTML = actions("5");
    save().click();
    expect(JSON.parse(localStorage.getItem(savedArticlesKey)!)).toEqual(["1", "remote-teams", "5"]);
    // Another tab removes it: this tab hears of it through the storage event.
    localStorage.setItem(savedArticlesKey, JSON.stringify(["1"]));
    dispatchEvent(new StorageEvent("storage", { key: savedArticlesKey }));
    expect(save().getAttribute("aria-pressed")).toBe("false");
  });
});

describe("Share", () => {
  it("opens the system share sheet where there is one", async () => {
    document.body.innerHTML = actions("3");
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    document.querySelector<HTMLButtonElement>("[data-share]")!.click();
    await vi.waitFor(() => expect(share).toHaveBeenCalledWith({ title: "An article", url: location.href }));
    Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
  });

  it("copies the link where there is none, and says so; says it failed if it cannot", async () => {
    document.body.innerHTML = actions("3");
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    document.querySelector<HTMLButtonElement>("[data-share]")!.click();
    await vi.waitFor(() => expect(status()).toBe("Link copied."));
    expect(writeText).toHaveBeenCalledWith(location.href);
    writeText.mockRejectedValue(new Error("denied"));
    document.querySelector<HTMLButtonElement>("[data-share]")!.click();
    await vi.waitFor(() => expect(status()).toBe("Could not share."));
  });
});
