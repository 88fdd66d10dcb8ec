import { describe, expect, it } from "vitest";
import { rateWindow } from "./outbox-claims.server";

describe("the newsletter's rate", () => {
  it("spreads a rate per minute over windows of about a second", () => {
    expect(rateWindow(60)).toEqual({ count: 1, windowMs: 1000 });
    expect(rateWindow(90)).toEqual({ count: 2, windowMs: 1333 });
    expect(rateWindow(30)).toEqual({ count: 1, windowMs: 2000 });
    expect(rateWindow(10_000)).toEqual({ count: 167, windowMs: 1002 });
  });
});
