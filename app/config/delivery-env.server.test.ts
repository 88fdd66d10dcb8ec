import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("lead delivery settings", () => {
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
