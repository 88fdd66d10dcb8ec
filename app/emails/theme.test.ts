import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { accent, darkStylesheet, navy, tones } from "./theme";

describe("the emails' colours", () => {
  it("are the site's navy and accent, as app/styles/app.css declares them", () => {
    const css = fs.readFileSync("app/styles/app.css", "utf8");
    const token = (name: string) => new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6});`).exec(css)?.[1];
    for (const [step, value] of Object.entries(navy)) expect(value).toBe(token(`navy-${step}`));
    for (const [step, value] of Object.entries(accent)) expect(value).toBe(token(`accent-${step}`));
  });

  it("keep every text readable on its background, light and dark (WCAG AA, 4.5:1)", () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((at) => {
        const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (one: string, other: string) => {
      const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
      return (light! + 0.05) / (dark! + 0.05);
    };
    for (const scheme of ["light", "dark"] as const) {
      const card = tones.card[scheme].background;
      for (const name of ["ink", "text", "muted", "link"] as const)
        expect(
          contrast(tones[name][scheme].color, card),
          `${name} on the card, ${scheme}`,
        ).toBeGreaterThanOrEqual(4.5);
      for (const name of ["button", "note"] as const)
        expect(
          contrast(tones[name][scheme].color, tones[name][scheme].background),
          `${name}, ${scheme}`,
        ).toBeGreaterThanOrEqual(4.5);
      // A visitor's message sits on its own background.
      expect(contrast(tones.text[scheme].color, tones.quote[scheme].background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("turn dark by class, with rules that win over the inline light ones", () => {
    expect(darkStylesheet).toMatch(/^@media \(prefers-color-scheme: dark\) \{/);
    for (const [name, { dark }] of Object.entries(tones))
      for (const value of Object.values(dark))
        expect(darkStylesheet).toMatch(new RegExp(`\\.e-${name} \\{[^}]*${value} !important`));
  });
});
