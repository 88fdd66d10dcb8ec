// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { logNotFound } from "./log-missing-path";

describe("the not-found page", () => {
  it("logs the missing path to the console; any other page logs nothing", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    document.body.innerHTML = "<h1>About us</h1>";
    logNotFound();
    expect(error).not.toHaveBeenCalled();
    document.body.innerHTML = "<h1 data-not-found>404</h1>";
    logNotFound();
    expect(error).toHaveBeenCalledWith(`404: no page at ${location.pathname}`);
  });
});
