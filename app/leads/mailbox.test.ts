import { describe, expect, it } from "vitest";
import { canonicalMailbox } from "./mailbox";

describe("canonicalMailbox", () => {
  it("reads case, a +tag and a trailing dot of the domain as the same mailbox", () => {
    const mailbox = "victim@example.com";
    for (const spelling of [
      "victim@example.com",
      "Victim@Example.COM",
      "victim+1@example.com",
      "victim+a+b@example.com.",
      " victim@example.com ",
    ]) {
      expect(canonicalMailbox(spelling), spelling).toBe(mailbox);
    }
  });

  it("drops Gmail's dots and reads googlemail.com as gmail.com", () => {
    for (const spelling of ["ana.souza@gmail.com", "a.n.a.souza+x@googlemail.com", "AnaSouza@Gmail.com"]) {
      expect(canonicalMailbox(spelling), spelling).toBe("anasouza@gmail.com");
    }
  });

  it("keeps the dots where they name another mailbox", () => {
    expect(canonicalMailbox("ana.souza@empresa.com.br")).toBe("ana.souza@empresa.com.br");
    expect(canonicalMailbox("ana.souza@empresa.com.br")).not.toBe(
      canonicalMailbox("anasouza@empresa.com.br"),
    );
  });
});
