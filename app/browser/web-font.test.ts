// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { webFont } from "./contract";
import { loadWebFontAfterPaint } from "./web-font";

describe("the web font", () => {
  it("draws a page in the web font from its first paint once the tab has loaded it", () => {
    document.documentElement.classList.remove(webFont.className);
    loadWebFontAfterPaint();
    expect(document.documentElement.classList.contains(webFont.className)).toBe(false);
    sessionStorage.setItem(webFont.cachedKey, "1");
    loadWebFontAfterPaint();
    expect(document.documentElement.classList.contains(webFont.className)).toBe(true);
  });
});
