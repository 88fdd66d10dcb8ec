import { describe, expect, it } from "vitest";
import { parseEnv } from "~/config/env.server";
import { retryDelay } from "./worker.server";

// The outbox itself is tested on both engines in tests/server/store.test.ts.
describe("retries and settings", () => {
  it("doubles the delay from the base up to the cap", () => {
    const timings = { retryBaseMs: 15_000, retryMaxMs: 3_600_000 };
    expect([1, 2, 3, 4].map((attempts) => retryDelay(attempts, timings))).toEqual([
      15_000, 30_000, 60_000, 120_000,
    ]);
    expect(retryDelay(20, timings)).toBe(3_600_000);
  });

  it("requires MAIL_FROM with SMTP_URL and a whsec_ secret with the webhook", () => {
    expect(() => parseEnv({ SMTP_URL: "smtp://mail.example.com:587" })).toThrow(
      /^Invalid setting MAIL_FROM=""/,
    );
    expect(() => parseEnv({ SMTP_URL: "http://mail.example.com" })).toThrow(/^Invalid setting SMTP_URL=/);
    expect(() => parseEnv({ SMTP_URL: "smtp://mail.example.com", MAIL_FROM: "Innova" })).toThrow(
      /^Invalid setting MAIL_FROM=/,
    );
    expect(
      parseEnv({
        SMTP_URL: "smtps://u:p@mail.example.com:465",
        MAIL_FROM: "Innova Consulting <hello@innova.com>",
      }),
    ).toMatchObject({ MAIL_FROM: "Innova Consulting <hello@innova.com>" });
    expect(() => parseEnv({ LEAD_WEBHOOK_URL: "https://hooks.example.com/x" })).toThrow(
      /^Invalid setting LEAD_WEBHOOK_SECRET=""/,
    );
    expect(() =>
      parseEnv({ LEAD_WEBHOOK_URL: "https://hooks.example.com/x", LEAD_WEBHOOK_SECRET: "plain" }),
    ).toThrow(/whsec_/);
    expect(parseEnv({ SMTP_URL: "", LEADS_TO: "" })).toMatchObject({
      SMTP_URL: undefined,
      LEADS_TO: "contact@innova-consulting.com",
    });
  });
});
