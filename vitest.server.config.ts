import os from "node:os";
import tsconfigPaths from "vite-tsconfig-paths";
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { installHint, postgresBinDir } from "./tests/support/postgres";
import { radicaleInstallHint, radicaleInstalled } from "./tests/support/radicale";

/**
 * `npm run test:server`: what needs a build (`npm run build`, or E2E_BUILD_DIR). The page weight
 * budgets and the built pages (`tests/build/`), then the forms, lead delivery and newsletter against
 * the built server, a real process with a real database (`tests/server/`), **once per engine**:
 * SQLite, then PostgreSQL in a throw-away cluster that `tests/support/postgres-setup.ts` starts.
 * Without PostgreSQL on the machine, the PostgreSQL half is skipped with a note; in CI it never is.
 */
const postgres = postgresBinDir();
if (!postgres) {
  if (process.env.CI || process.env.REQUIRE_POSTGRES) {
    throw new Error(`CI runs the server tests on PostgreSQL too: ${installHint}.`);
  }
  console.warn(
    `\nSkipping the PostgreSQL half of the server tests: PostgreSQL is not installed (${installHint}).\n`,
  );
}

/** The booking calendar's tests need a CalDAV server (Radicale), not a database: they run once. */
const calendarTests = [
  "tests/server/booking-calendar.test.ts",
  "tests/server/booking-calendar-runtime.test.ts",
];
const radicale = radicaleInstalled();
if (!radicale) {
  if (process.env.CI || process.env.REQUIRE_RADICALE) {
    throw new Error(`CI runs the booking calendar's tests: ${radicaleInstallHint}.`);
  }
  console.warn(
    `\nSkipping the booking calendar's tests: Radicale is not installed (${radicaleInstallHint}).\n`,
  );
}

const calendar: TestProjectInlineConfiguration = {
  extends: true,
  test: { name: "calendar", include: calendarTests },
};

const engine = (name: "sqlite" | "postgres"): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    include: ["tests/server/**/*.test.ts"],
    exclude: [...configDefaults.exclude, ...calendarTests],
    env: { TEST_ENGINE: name },
    ...(name === "postgres" ? { globalSetup: ["tests/support/postgres-setup.ts"] } : {}),
  },
});

export default defineConfig({
  // The `~/` alias is declared once, in tsconfig.json.
  plugins: [tsconfigPaths()],
  test: {
    environment: "node",
    // These tests mostly wait: on the servers, the mail server, the database and their timers. Four
    // files at once, even on two cores, take half the time of one per core.
    maxWorkers: Math.max(4, os.availableParallelism() - 1),
    // Limits for a machine busier than ours (six files at once here timed out a 1,500-request flood at
    // 30 s): waits are for events (`until`), never fixed sleeps, so a limit only decides how long a
    // real failure takes to report.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: "build", include: ["tests/build/**/*.test.ts"] } },
      engine("sqlite"),
      ...(postgres ? [engine("postgres")] : []),
      ...(radicale ? [calendar] : []),
    ],
  },
});
