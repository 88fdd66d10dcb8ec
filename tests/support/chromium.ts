/**
 * How the tests, Lighthouse and the benchmarks start Debian's Chromium on this machine: no sandbox
 * (root), and nothing that reaches out to Google's services (the network is closed here).
 */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
