import { describe, expect, it } from "vitest";
import { createMemoryRateLimiter } from "./rate-limit.server";

describe("createMemoryRateLimiter", () => {
  it("allows `limit` hits per window and key, then says when to retry", () => {
    const limiter = createMemoryRateLimiter({ limit: 2, windowMs: 600_000 });
    expect(limiter.hit("contact:1.2.3.4", 0)).toEqual({ allowed: true });
    expect(limiter.hit("contact:1.2.3.4", 1000)).toEqual({ allowed: true });
    expect(limiter.hit("contact:1.2.3.4", 2000)).toEqual({ allowed: false, retryAfterSeconds: 598 });
    expect(limiter.hit("newsletter:1.2.3.4", 2000)).toEqual({ allowed: true });
    expect(limiter.hit("contact:1.2.3.4", 600_001)).toEqual({ allowed: true });
  });

  it("is off at 0", () => {
    const limiter = createMemoryRateLimiter({ limit: 0, windowMs: 1000 });
    for (let i = 0; i < 100; i++) expect(limiter.hit("k", i).allowed).toBe(true);
  });
});
