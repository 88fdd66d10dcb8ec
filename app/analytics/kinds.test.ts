import { describe, expect, it } from "vitest";
import { kindParts } from "./kinds";

describe("kindParts", () => {
  it("reads a stored kind back as its dimension and figure", () => {
    expect(kindParts("page.entries")).toEqual({ dimension: "page", figure: "entries" });
    expect(kindParts("notfound.views")).toEqual({ dimension: "notfound", figure: "views" });
  });

  it("knows no dimension or figure the counter does not write", () => {
    expect(kindParts("visitors")).toBeUndefined();
    expect(kindParts("source.views")).toBeUndefined();
    expect(kindParts("referrer.visitors")).toBeUndefined();
    expect(kindParts("toString.views")).toBeUndefined();
  });
});
