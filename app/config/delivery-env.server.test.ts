import { describe, expect, it } from "vitest";
import { processorUrlProblem } from "./processor-url";
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

  it("sends leads to a CRM over https only, and only to one the privacy notice names", () => {
    const secret = "whsec_c2VjcmV0";
    const crm = [{ name: "Example CRM, Inc.", service: "crm", country: "US" }] as const;
    // With no CRM among site.ts's processors (as shipped), the server refuses to start, naming it.
    expect(() =>
      parseEnv({ LEAD_WEBHOOK_URL: "https://hooks.example.com/x", LEAD_WEBHOOK_SECRET: secret }),
    ).toThrow(
      /^Invalid setting LEAD_WEBHOOK_URL="https:\/\/hooks\.example\.com\/x": .*privacy\.processors \(service "crm"/,
    );
    expect(processorUrlProblem("https://hooks.example.com/x", crm, "crm", "the CRM")).toBeUndefined();
    expect(processorUrlProblem("http://hooks.example.com/x", crm, "crm", "the CRM")).toMatch(/https/);
    // A relay or a test receiver on this machine.
    for (const local of ["http://127.0.0.1:8080/hook", "http://localhost/hook", "http://[::1]:9000/"]) {
      expect(processorUrlProblem(local, [], "crm", "the CRM")).toBeUndefined();
    }
    expect(
      parseEnv({ LEAD_WEBHOOK_URL: "http://127.0.0.1:8080/hook", LEAD_WEBHOOK_SECRET: secret }),
    ).toMatchObject({
      LEAD_WEBHOOK_URL: "http://127.0.0.1:8080/hook",
    });
  });
});
