import { describe, expect, it } from "vitest";
import { retryDelay } from "./worker.server";

// The outbox itself is tested against the built server, on both engines (tests/server/delivery.test.ts).
describe("retries", () => {
  it("doubles the delay from the base up to the cap", () => {
    const timings = { retryBaseMs: 15_000, retryMaxMs: 3_600_000 };
    expect([1, 2, 3, 4].map((attempts) => retryDelay(attempts, timings))).toEqual([
      15_000, 30_000, 60_000, 120_000,
    ]);
    expect(retryDelay(20, timings)).toBe(3_600_000);
  });
});
