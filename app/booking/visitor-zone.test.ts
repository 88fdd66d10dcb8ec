import { describe, expect, it } from "vitest";
import { defaultZones, visitorZone } from "./visitor-zone";

describe("visitorZone", () => {
  it("takes a zone the runtime knows", () => {
    expect(visitorZone("Asia/Tokyo", "en")).toEqual({ zone: "Asia/Tokyo" });
  });

  it("falls back to the page language's zone, naming what it did not recognise", () => {
    expect(visitorZone("Mars/Olympus_Mons", "pt")).toEqual({
      zone: "America/Sao_Paulo",
      unknown: "Mars/Olympus_Mons",
    });
    expect(visitorZone("</script>", "fr")).toEqual({ zone: "Europe/Paris", unknown: "</script>" });
  });

  it("uses the page language's zone when none is asked for", () => {
    expect(visitorZone(null, "es")).toEqual({ zone: defaultZones.es });
    expect(defaultZones.es).toBe("America/Mexico_City");
  });
});
