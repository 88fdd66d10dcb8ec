import { describe, expect, it } from "vitest";
import { formatDate } from "./dates";

describe("formatDate", () => {
  it("writes US English dates in full", () => {
    expect(formatDate("2025-01-15", "en")).toBe("January 15, 2025");
    expect(formatDate("2024-12-28", "en")).toBe("December 28, 2024");
  });

  it("localizes the other languages", () => {
    expect(formatDate("2025-01-15", "pt")).toBe("15 de janeiro de 2025");
    expect(formatDate("2025-01-15", "es")).toBe("15 de enero de 2025");
    expect(formatDate("2025-01-15", "fr")).toBe("15\u00a0janvier\u00a02025");
    expect(formatDate("2025-03-01", "fr")).toBe("1er\u00a0mars\u00a02025");
  });

  it("keeps the day whatever the process's time zone", () => {
    // The date is read and written in UTC; TZ only changes what local-time APIs would say.
    const original = process.env.TZ;
    for (const tz of ["Pacific/Kiritimati", "Pacific/Pago_Pago", "America/Sao_Paulo"]) {
      process.env.TZ = tz;
      expect(formatDate("2025-01-01", "en")).toBe("January 1, 2025");
    }
    process.env.TZ = original;
  });
});
