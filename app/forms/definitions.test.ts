import { describe, expect, it } from "vitest";
import { forms, nativeConstraints, parseFormResult } from "./definitions";

describe("parseFormResult", () => {
  it("passes a well-formed answer through", () => {
    expect(parseFormResult("contact", { ok: true })).toEqual({ ok: true });
    const refused = { ok: false, fieldErrors: { email: "email" }, values: { email: "nope", name: "Ana" } };
    expect(parseFormResult("contact", refused)).toEqual(refused);
    const rateLimited = { ok: false, formError: "rateLimited", values: { interests: ["innovation"] } };
    expect(parseFormResult("newsletter", rateLimited)).toEqual(rateLimited);
  });

  it("turns anything else into a server error the form can show", () => {
    const serverError = { ok: false, formError: "server" };
    for (const answer of [
      undefined,
      "<html>Bad gateway</html>",
      { status: 502 },
      { ok: false, formError: "teapot" },
      { ok: false, fieldErrors: { interests: "required" } },
      { ok: false, fieldErrors: { email: "unknown-code" } },
      { ok: false, values: { email: 42 } },
    ]) {
      expect(parseFormResult("contact", answer)).toEqual(serverError);
    }
  });
});

describe("nativeConstraints", () => {
  it("gives each input the limits the server applies", () => {
    expect(nativeConstraints(forms.contact.message)).toEqual({
      required: true,
      maxLength: 5000,
      type: undefined,
    });
    expect(nativeConstraints(forms.contact.email)).toEqual({ required: true, maxLength: 254, type: "email" });
    expect(nativeConstraints(forms.newsletter.firstName)).toEqual({
      required: false,
      maxLength: 100,
      type: "text",
    });
  });
});
