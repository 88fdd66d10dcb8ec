import { describe, expect, it } from "vitest";
import { format } from "./format";

describe("format", () => {
  it("fills every placeholder it has a value for", () => {
    expect(format("© {year} {name}. {year}", { year: 2026, name: "Innova" })).toBe("© 2026 Innova. 2026");
  });
  it("leaves unknown placeholders visible rather than printing undefined", () => {
    expect(format("Hello {who}", {})).toBe("Hello {who}");
  });
});
