import { describe, expect, it } from "vitest";
import { adminPolicy, cmsSettings } from "./settings";

const gitea = (url: string) => ({
  CMS_BACKEND: "gitea",
  CMS_APP_ID: "app",
  CMS_FORGE_URL: url,
});

describe("CMS_FORGE_URL", () => {
  it("accepts an https origin, and keeps the origin only", () => {
    expect(cmsSettings(gitea("https://git.example.com")).CMS_FORGE_URL).toBe("https://git.example.com");
    expect(cmsSettings(gitea("https://git.example.com:8443/")).CMS_FORGE_URL).toBe(
      "https://git.example.com:8443",
    );
  });

  it.each([
    ["http://git.example.com:3000", "clear text"],
    ["https://*.example.com", "wildcard"],
    ["https://editor:s3cr3t-token@git.example.com/", "credentials"],
    ["https://editor@git.example.com", "credentials"],
    ["https://git.example.com/gitea", "path"],
    ["https://git.example.com/?next=/x", "path"],
    ["https://git.example.com/#x", "path"],
  ])("refuses %s, naming the variable (%s)", (url, reason) => {
    expect(() => cmsSettings(gitea(url))).toThrow(/^CMS_FORGE_URL: /);
    expect(() => cmsSettings(gitea(url))).toThrow(reason);
  });

  it("never puts what it refused into the admin page's policy", () => {
    const policy = adminPolicy(cmsSettings(gitea("https://git.example.com")));
    expect(policy).toContain("connect-src 'self' blob: data: https://git.example.com");
    expect(policy).not.toMatch(/\*|@|http:/);
  });
});
