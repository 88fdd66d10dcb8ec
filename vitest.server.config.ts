import { defineConfig } from "vitest/config";

/**
 * `npm run test:server`: what needs a build: the forms and lead delivery against the built server (`tests/server/`) (a real process with
 * a real database) and the page weight budgets. Needs `npm run build` (or E2E_BUILD_DIR).
 */
export default defineConfig({
  test: {
    include: ["tests/server/**/*.test.ts", "tests/build/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
