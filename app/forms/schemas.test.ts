import { describe, expect, it } from "vitest";
import { schemas } from "./schemas";

const { contact: contactSchema, newsletter: newsletterSchema } = schemas;

function errors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
  );
}

describe("contactSchema", () => {
  const valid = { name: "Ana Souza", email: "ana@empresa.com.br", message: "We need help with our ERP." };

  it("accepts a valid message and trims it; company is optional", () => {
    const result = contactSchema.parse({ ...valid, name: "  Ana Souza ", company: "" });
    expect(result).toEqual({ ...valid, company: undefined });
  });

  it("names each problem with a dictionary key", () => {
    expect(errors(contactSchema.safeParse({ name: " ", email: "nope", message: "" }))).toEqual({
      name: "required",
      email: "email",
      message: "required",
    });
    expect(errors(contactSchema.safeParse({ email: "a@b.co" }))).toMatchObject({
      name: "required",
      message: "required",
    });
  });

  it("refuses an address whose local part is over 64 characters (RFC 5321), as a mistyped address", () => {
    expect(errors(contactSchema.safeParse({ ...valid, email: `${"a".repeat(65)}@example.com` }))).toEqual({
      email: "email",
    });
    expect(contactSchema.safeParse({ ...valid, email: `${"a".repeat(64)}@example.com` }).success).toBe(true);
    expect(errors(newsletterSchema.safeParse({ email: `${"b".repeat(242)}@example.com` }))).toEqual({
      email: "email",
    });
  });

  it("enforces the length limits", () => {
    expect(errors(contactSchema.safeParse({ ...valid, name: "x".repeat(101) }))).toEqual({ name: "tooLong" });
    expect(errors(contactSchema.safeParse({ ...valid, company: "x".repeat(201) }))).toEqual({
      company: "tooLong",
    });
    expect(errors(contactSchema.safeParse({ ...valid, message: "x".repeat(5001) }))).toEqual({
      message: "tooLong",
    });
    expect(errors(contactSchema.safeParse({ ...valid, email: `${"x".repeat(250)}@b.co` }))).toEqual({
      email: "tooLong",
    });
    expect(contactSchema.safeParse({ ...valid, message: "x".repeat(5000) }).success).toBe(true);
  });

  it("refuses unknown fields", () => {
    expect(contactSchema.safeParse({ ...valid, admin: "1" }).success).toBe(false);
  });
});

describe("newsletterSchema", () => {
  it("needs only an email", () => {
    expect(newsletterSchema.parse({ email: "lead@company.com" })).toEqual({
      email: "lead@company.com",
      firstName: undefined,
      lastName: undefined,
      interests: [],
    });
  });

  it("takes only the six interests, once each", () => {
    expect(
      newsletterSchema.parse({ email: "a@b.co", interests: ["innovation", "innovation"] }).interests,
    ).toEqual(["innovation"]);
    expect(errors(newsletterSchema.safeParse({ email: "a@b.co", interests: ["crypto"] }))).toEqual({
      "interests.0": "invalid",
    });
  });
});
