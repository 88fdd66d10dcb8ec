import { describe, expect, it } from "vitest";
import { BoundedMap } from "./bounded-map";

describe("BoundedMap", () => {
  it("never holds more than its capacity, forgetting the least recently used first", () => {
    const map = new BoundedMap<string, number>(3);
    for (let i = 0; i < 1000; i++) map.set(`key ${i}`, i);
    expect(map.size).toBe(3);
    expect([...map.keys()]).toEqual(["key 997", "key 998", "key 999"]);
  });

  it("counts a read as a use: a key read recently outlives one written earlier", () => {
    const map = new BoundedMap<string, number>(2);
    map.set("a", 1).set("b", 2);
    expect(map.get("a")).toBe(1);
    map.set("c", 3);
    expect(map.has("a")).toBe(true);
    expect(map.has("b")).toBe(false);
    expect(map.get("b")).toBeUndefined();
  });

  it("replaces a key's value without growing", () => {
    const map = new BoundedMap<string, number>(2);
    map.set("a", 1).set("a", 2);
    expect(map.size).toBe(1);
    expect(map.get("a")).toBe(2);
    expect(map.delete("a")).toBe(true);
    expect(map.size).toBe(0);
  });

  it("refuses a capacity below 1", () => {
    expect(() => new BoundedMap(0)).toThrow(RangeError);
  });
});
