import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./tests/support/chromium";

/**
 * End-to-end tests run against the production build served by the real server (`npm run build`
 * first; `npm test` does both). The browser is the system's Chromium: Playwright's own browser
 * download is not used. Set CHROMIUM_PATH if yours lives elsewhere.
 */
if (!fs.existsSync(chromiumPath)) {
  throw new Error(
    `No Chromium at ${chromiumPath}. Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
  );
}

// Several runs can share a checkout: each may use its own port and its own copy of the build.
const port = Number(process.env.E2E_PORT ?? 3210);
const buildDir = process.env.E2E_BUILD_DIR ?? "build";
const outputDir = `test-results/e2e-${port}`;
const dataDir = `${process.cwd()}/${outputDir}/data`;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir,
  fullyParallel: true,
  // The browser tests mostly wait (a page arriving slowly, an email, a server): two workers kept 0.8
  // of two cores busy, three take a quarter less time (decision 013, amended).
  workers: process.env.CI ? 3 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"], ["./tests/e2e/summary-reporter.ts"]] : [["list"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } },
    {
      name: "phone",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 375, height: 800 },
        isMobile: false,
        hasTouch: true,
      },
      // What depends on the width: the menus, and using them before the scripts arrive.
      testMatch: /header|slow-phone/,
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && node ${buildDir}/server.js`,
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      // The e2e tests post many forms from one address and fill them faster than a person.
      FORM_RATE_LIMIT: "0",
      FORM_MIN_FILL_MS: "0",
    },
  },
});
