import { describe, expect, it } from "vitest";
import { balancedColumns } from "./grid";

describe("balancedColumns", () => {
  it("fills every row: three of three, four of four, six as three and three", () => {
    expect(balancedColumns(3)).toBe("grid gap-6 md:grid-cols-3 lg:grid-cols-3");
    expect(balancedColumns(4, 4)).toBe("grid gap-6 sm:grid-cols-2 lg:grid-cols-4");
    expect(balancedColumns(6)).toBe("grid gap-6 sm:grid-cols-2 lg:grid-cols-3");
  });

  it("prefers fewer columns to an empty cell: four cards in two columns when three is the most", () => {
    expect(balancedColumns(4)).toBe("grid gap-6 sm:grid-cols-2 lg:grid-cols-2");
    expect(balancedColumns(2)).toBe("grid gap-6 sm:grid-cols-2 lg:grid-cols-2");
  });
});
