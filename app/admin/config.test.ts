import { describe, expect, it } from "vitest";
import { cmsConfig, signInNotice } from "./config";
import { cmsSettings } from "./settings";

const backendOf = (env: Record<string, string>) =>
  cmsConfig(cmsSettings(env)).backend as Record<string, unknown>;

describe("the admin page's sign-in", () => {
  it("without CMS_AUTH_URL, offers GitHub's token sign-in only, through no relay, and says how to set it up", () => {
    const backend = backendOf({});
    expect(backend.auth_methods).toEqual(["token"]);
    expect(backend).not.toHaveProperty("base_url");
    expect(signInNotice(cmsSettings({}))).toMatch(/CMS_AUTH_URL/);
  });

  it("with CMS_AUTH_URL, signs in through the firm's helper only", () => {
    const settings = { CMS_AUTH_URL: "https://auth.innova.test" };
    const backend = backendOf(settings);
    expect(backend.base_url).toBe("https://auth.innova.test");
    expect(backend).not.toHaveProperty("auth_methods");
    expect(signInNotice(cmsSettings(settings))).toBeUndefined();
  });

  it("signs in to GitLab and Gitea/Forgejo from the browser (PKCE), at the forge itself", () => {
    const settings = { CMS_BACKEND: "gitea", CMS_FORGE_URL: "https://git.example.com", CMS_APP_ID: "id" };
    expect(backendOf(settings)).toMatchObject({ auth_type: "pkce", base_url: "https://git.example.com" });
    expect(signInNotice(cmsSettings(settings))).toBeUndefined();
  });
});
