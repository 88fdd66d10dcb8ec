import { describe, expect, it } from "vitest";
import { site } from "./site";
import { validateSite } from "./site-schema.server";

describe("validateSite", () => {
  it("accepts the firm's configuration", () => {
    expect(validateSite(site)).toBe(site);
  });

  it("names the bad setting in one line", () => {
    expect(() => validateSite({ ...site, email: "not-an-email" })).toThrow(
      /^Invalid site configuration \(app\/config\/site\.ts\) at email: /,
    );
    const offices = [{ ...site.offices[0]!, phone: "407 555" }];
    expect(() => validateSite({ ...site, offices })).toThrow(
      /at offices\.0\.phone: must be an international number/,
    );
  });
});
