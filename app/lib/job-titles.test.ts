import { describe, expect, it } from "vitest";
import { roleAfterName } from "./job-titles";

describe("roleAfterName", () => {
  it("lower-cases the title after a name in French, Portuguese and Spanish", () => {
    expect(roleAfterName("Directrice des solutions d'IA", "fr")).toBe("directrice des solutions d'IA");
    expect(roleAfterName("Diretora de soluções de IA", "pt")).toBe("diretora de soluções de IA");
    expect(roleAfterName("Directora de soluciones de IA", "es")).toBe("directora de soluciones de IA");
    expect(roleAfterName("Épicière en chef", "fr")).toBe("épicière en chef");
  });

  it("keeps English capitals, and an acronym in every language", () => {
    expect(roleAfterName("Head of AI Solutions", "en")).toBe("Head of AI Solutions");
    expect(roleAfterName("DSI adjoint", "fr")).toBe("DSI adjoint");
    expect(roleAfterName("CEO de la firma", "es")).toBe("CEO de la firma");
    expect(roleAfterName("associée", "fr")).toBe("associée");
  });
});
