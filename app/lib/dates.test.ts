import { describe, expect, it } from "vitest";
import type { Lang } from "~/i18n/locales";
import { dateRangeEnds, formatDate, formatDateTime } from "./dates";

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
    expect(formatDate("2025-03-01", "pt")).toBe("1º de março de 2025");
    expect(formatDate("2025-03-01", "es")).toBe("1 de marzo de 2025");
  });

  it("keeps the day whatever the process's time zone", () => {
    // The date is read and written in UTC; TZ only changes what local-time APIs would say.
    const original = process.env.TZ;
    for (const tz of ["Pacific/Kiritimati", "Pacific/Pago_Pago", "America/Sao_Paulo"]) {
      process.env.TZ = tz;
      expect(formatDate("2025-01-01", "en")).toBe("January 1, 2025");
    }
    // Left as it was: assigning undefined would set the text "undefined", an unknown zone.
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });
});

describe("dateRangeEnds", () => {
  const week = (lang: Lang, since = "2026-11-23", until = "2026-11-29") => {
    const ends = dateRangeEnds(since, until, lang);
    return `${ends.since} | ${ends.until}`;
  };

  it("writes what both ends share once, in each language", () => {
    expect(week("en")).toBe("November 23 | 29, 2026");
    expect(week("pt")).toBe("23 | 29 de novembro de 2026");
    expect(week("es")).toBe("23 | 29 de noviembre de 2026");
    expect(week("fr")).toBe("23 | 29\u00a0novembre\u00a02026");
  });

  it("writes both months across a month, both years across a year", () => {
    expect(week("en", "2026-11-30", "2026-12-06")).toBe("November 30 | December 6, 2026");
    expect(week("pt", "2026-11-30", "2026-12-06")).toBe("30 de novembro | 6 de dezembro de 2026");
    expect(week("es", "2026-12-28", "2027-01-03")).toBe("28 de diciembre de 2026 | 3 de enero de 2027");
    expect(week("fr", "2026-12-28", "2027-01-03")).toBe(
      "28\u00a0décembre\u00a02026 | 3\u00a0janvier\u00a02027",
    );
  });

  it("writes the first of the month as an ordinal in French only", () => {
    expect(week("fr", "2026-12-01", "2026-12-07")).toBe("1er | 7\u00a0décembre\u00a02026");
    expect(week("fr", "2026-11-25", "2026-12-01")).toBe("25\u00a0novembre | 1er\u00a0décembre\u00a02026");
    expect(week("en", "2026-12-01", "2026-12-07")).toBe("December 1 | 7, 2026");
    expect(week("es", "2026-12-01", "2026-12-07")).toBe("1 | 7 de diciembre de 2026");
  });

  it("gives the day at both ends when they are the same day", () => {
    expect(week("en", "2026-11-23", "2026-11-23")).toBe("November 23, 2026 | November 23, 2026");
  });
});

describe("formatDateTime", () => {
  const at = (iso: string, lang: Lang) => formatDateTime(new Date(iso), lang);

  it("writes the day in full and the time as each language writes it", () => {
    expect(at("2026-12-01T14:00:00Z", "en")).toBe("Tuesday, December 1, 2026 at 2:00 PM");
    expect(at("2026-12-01T14:00:00Z", "fr")).toBe("mardi\u00a01er\u00a0décembre\u00a02026 à 14\u00a0h");
    expect(at("2026-12-08T14:30:00Z", "fr")).toBe("mardi\u00a08\u00a0décembre\u00a02026 à 14\u00a0h\u00a030");
    expect(at("2026-12-01T14:00:00Z", "pt")).toBe("terça-feira, 1º de dezembro de 2026 às 14h");
    expect(at("2026-12-08T09:05:00Z", "pt")).toBe("terça-feira, 8 de dezembro de 2026 às 9h05");
    expect(at("2026-12-01T14:30:00Z", "es")).toBe("martes, 1 de diciembre de 2026, 2:30 p.m.");
  });
});
