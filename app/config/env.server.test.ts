import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfigError, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("has working defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.FORM_RATE_LIMIT).toBe(5);
    expect(env.DATA_DIR).toMatch(/\/data$/);
  });

  it("uses PostgreSQL only when DATABASE_URL is a postgres:// URL", () => {
    expect(parseEnv({}).DATABASE_URL).toBeUndefined();
    expect(parseEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
    expect(parseEnv({ DATABASE_URL: "postgres://innova:secret@db:5432/innova" }).DATABASE_URL).toBe(
      "postgres://innova:secret@db:5432/innova",
    );
    expect(() => parseEnv({ DATABASE_URL: "mysql://db/innova" })).toThrow(
      /^Invalid setting DATABASE_URL="mysql:\/\/db\/innova": expected postgres:\/\//,
    );
  });

  it("counts visits by default, and reads the analytics settings", () => {
    expect(parseEnv({})).toMatchObject({
      ANALYTICS: "on",
      ANALYTICS_FLUSH_MS: 10_000,
      ANALYTICS_RETENTION_DAYS: 395,
      ANALYTICS_DIGEST: "on",
      ANALYTICS_CLOCK_OFFSET_MS: 0,
    });
    expect(parseEnv({ ANALYTICS: "off", ANALYTICS_FLUSH_MS: "200", ANALYTICS_DIGEST: "off" })).toMatchObject({
      ANALYTICS: "off",
      ANALYTICS_FLUSH_MS: 200,
      ANALYTICS_DIGEST: "off",
    });
    expect(() => parseEnv({ ANALYTICS: "false" })).toThrow(/^Invalid setting ANALYTICS="false"/);
    expect(() => parseEnv({ ANALYTICS_FLUSH_MS: "0" })).toThrow(/^Invalid setting ANALYTICS_FLUSH_MS="0"/);
  });

  it("reads and normalises the settings", () => {
    const env = parseEnv({
      PORT: "8080",
      SITE_URL: "https://www.example.com/",
      TRUST_PROXY: "true",
      FORM_RATE_LIMIT: "0",
    });
    expect(env).toMatchObject({
      PORT: 8080,
      SITE_URL: "https://www.example.com",
      TRUST_PROXY: 1,
      FORM_RATE_LIMIT: 0,
    });
  });

  it.each([
    ["false", false],
    ["0", false],
    ["true", 1],
    ["2", 2],
    ["loopback", "loopback"],
    ["loopback, 10.0.0.0/8,fd00::/8", "loopback, 10.0.0.0/8, fd00::/8"],
  ])("trusts exactly the proxies TRUST_PROXY=%s names, never every hop", (value, expected) => {
    expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toBe(expected);
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["SITE_URL", "not a url"],
    ["SITE_URL", "ftp://example.com"],
    ["TRUST_PROXY", "maybe"],
    ["TRUST_PROXY", "10.0.0.0/33"],
    ["TRUST_PROXY", "loopback, example.com"],
    ["FORM_RATE_LIMIT", "-1"],
  ])("refuses %s=%s with one line naming the setting", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(ConfigError);
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`^Invalid setting ${name}=`));
  });
});

describe("siteUrl", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("reads SITE_URL alone: a mail setting the build does not use cannot fail it", async () => {
    vi.stubEnv("SITE_URL", "https://innova.example/");
    vi.stubEnv("SMTP_URL", "http://not-a-mail-server");
    vi.resetModules();
    const { siteUrl } = await import("./env.server");
    expect(siteUrl()).toBe("https://innova.example");
  });

  it("names a bad SITE_URL in one line", async () => {
    vi.stubEnv("SITE_URL", "ftp://innova.example");
    vi.resetModules();
    const { siteUrl } = await import("./env.server");
    expect(() => siteUrl()).toThrow(/^Invalid setting SITE_URL="ftp:\/\/innova.example": /);
  });
});
