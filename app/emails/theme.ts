import type { CSSProperties } from "react";

/**
 * The site's colours (`app/styles/app.css`, the navy and accent scales; `theme.test.ts` holds them
 * equal), for mail clients, which read no stylesheet of ours: every colour is written inline.
 */
export const navy = {
  50: "#f2f5fa",
  100: "#e3e9f3",
  200: "#c5d1e4",
  300: "#9aaecd",
  500: "#496493",
  700: "#263b61",
  800: "#172b4d",
  900: "#0e1f3d",
  950: "#08142b",
} as const;

export const accent = {
  300: "#5fdcc6",
  400: "#2dc4ae",
  500: "#14a894",
  700: "#0d6b61",
} as const;

/** Neither the site's nor a mail client's: the system faces every reader has. */
export const fontFamily = "-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif";

/**
 * The colours of each part of an email, in light and in dark. Inline, the light ones are what every
 * client shows; a client that reads `prefers-color-scheme` (Apple Mail, iOS Mail, Outlook for Mac,
 * Thunderbird) swaps in the dark ones from the head's stylesheet, by the part's class. One that
 * inverts colours by itself (Gmail's apps, Outlook.com) gets light colours of good contrast to invert.
 */
export const tones = {
  page: { light: { background: navy[50] }, dark: { background: navy[950] } },
  card: {
    light: { background: "#ffffff", borderColor: navy[100] },
    dark: { background: navy[900], borderColor: navy[800] },
  },
  ink: { light: { color: navy[900] }, dark: { color: navy[50] } },
  text: { light: { color: navy[800] }, dark: { color: navy[100] } },
  muted: { light: { color: navy[500] }, dark: { color: navy[300] } },
  link: { light: { color: accent[700] }, dark: { color: accent[300] } },
  rule: { light: { borderColor: navy[100] }, dark: { borderColor: navy[700] } },
  masthead: { light: { borderColor: navy[900] }, dark: { borderColor: accent[500] } },
  quote: {
    light: { background: navy[50], borderColor: accent[700] },
    dark: { background: navy[950], borderColor: accent[400] },
  },
  button: {
    light: { background: accent[700], color: "#ffffff" },
    dark: { background: accent[400], color: navy[950] },
  },
  stop: { light: { background: accent[500] }, dark: { background: accent[400] } },
  note: {
    light: { background: "#fef3c7", color: "#78350f" },
    dark: { background: "#451a03", color: "#fde68a" },
  },
} satisfies Record<string, { light: CSSProperties; dark: CSSProperties }>;

export type Tone = keyof typeof tones;

/**
 * The class and the light colours of one part (or of several), with the rest of its style; the colours
 * last, so that a border written `1px solid` takes the part's colour.
 */
export function tone(names: Tone | Tone[], style: CSSProperties = {}) {
  const all = Array.isArray(names) ? names : [names];
  return {
    className: all.map((name) => `e-${name}`).join(" "),
    style: Object.assign({}, style, ...all.map((name) => tones[name].light)) as CSSProperties,
  };
}

const cssProperty = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The dark colours, by class: the head's one stylesheet. */
export const darkStylesheet = `@media (prefers-color-scheme: dark) {
${Object.entries(tones)
  .map(
    ([name, { dark }]) =>
      `  .e-${name} { ${Object.entries(dark)
        .map(([key, value]) => `${cssProperty(key)}: ${value} !important;`)
        .join(" ")} }`,
  )
  .join("\n")}
}`;
