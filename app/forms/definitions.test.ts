import { describe, expect, it } from "vitest";
import { forms, nativeConstraints } from "./definitions";

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
